(** * Values packed eight to a machine integer

    A word holds 8 lanes of 7 bits in its bits 0 to 55; lane [j] is bits [7j] to [7j + 6]. A
    packed array holds value number [i] in lane [i mod 8] of cell [i / 8] ([pget], written by
    [pput] into an empty lane). [pwin p i] is the word whose lane [j] holds value [i + j], built
    from one or two cells ([pwin_lane]): the machine search of [FastSparse.v] reads eight splits
    with two such words. Everything here is about Coq's primitive 63-bit integers and persistent
    arrays; the proofs go through the bits of [φ] (no multiplication on [int]: [times7] shifts). *)
From Coq Require Import Uint63 PArray ZArith Lia.

Definition times7 (l : int) : int := ((l << 3) - l)%uint63.
Definition lane (w s : int) : int := ((w >> s) land 127)%uint63.
Definition pget (p : array int) (i : int) : int := lane p.[i >> 3] (times7 (i land 7)).
Definition pput (p : array int) (i v : int) : array int :=
  let q := (i >> 3)%uint63 in p.[q <- (p.[q] lor (v << times7 (i land 7)))%uint63].
Definition mask56 : int := 72057594037927935%uint63.  (* 2^56 - 1 *)
Definition pwin (p : array int) (i : int) : int :=
  let q := (i >> 3)%uint63 in
  let l := (i land 7)%uint63 in
  if (l =? 0)%uint63 then p.[q]
  else (((p.[q] >> times7 l) lor (p.[q + 1] << (56 - times7 l))) land mask56)%uint63.
Definition high_clear (w : int) : Prop := forall b, (56 <= φ b%uint63)%Z -> bit w b = false.

(** ** Bits of the lanes, read on [φ] *)

Lemma wB_eq : wB = (2 ^ 63)%Z.
Proof. reflexivity. Qed.

Lemma tz_bounded x : (0 <= to_Z x < 2 ^ 63)%Z.
Proof. rewrite <- wB_eq. apply to_Z_bounded. Qed.

Lemma testbit_high a k n : (0 <= a < 2 ^ k)%Z -> (0 <= k <= n)%Z -> Z.testbit a n = false.
Proof.
  intros Ha Hk. rewrite <- (Z.mod_small a (2 ^ k)) by lia.
  apply Z.mod_pow2_bits_high. lia.
Qed.

Lemma phi_lsr3 x : to_Z (x >> 3)%uint63 = (to_Z x / 8)%Z.
Proof. rewrite lsr_spec. reflexivity. Qed.

Lemma phi_land7 x : to_Z (x land 7)%uint63 = (to_Z x mod 8)%Z.
Proof.
  rewrite land_spec'. change (to_Z 7%uint63) with (Z.ones 3).
  rewrite Z.land_ones by lia. reflexivity.
Qed.

Lemma times7_spec l : (φ l%uint63 < 8)%Z -> φ (times7 l)%uint63 = (7 * φ l%uint63)%Z.
Proof.
  intros Hl. pose proof (tz_bounded l). unfold times7.
  rewrite sub_spec, lsl_spec, wB_eq.
  change (2 ^ to_Z 3%uint63)%Z with 8%Z.
  rewrite (Z.mod_small (to_Z l * 8)) by lia.
  rewrite Z.mod_small by lia. lia.
Qed.

Lemma times7_land7 x : to_Z (times7 (x land 7)) = (7 * (to_Z x mod 8))%Z.
Proof.
  rewrite times7_spec, phi_land7; [reflexivity|].
  rewrite phi_land7. apply Z.mod_pos_bound. lia.
Qed.

Lemma lane_bit w s n : (0 <= n)%Z ->
  Z.testbit (to_Z (lane w s)) n = ((n <? 7)%Z && Z.testbit (to_Z w) (to_Z s + n))%bool.
Proof.
  intros Hn. pose proof (tz_bounded s). unfold lane. rewrite land_spec', lsr_spec.
  change (to_Z 127%uint63) with (Z.ones 7).
  rewrite Z.land_spec, Z.testbit_ones_nonneg by lia.
  rewrite Z.div_pow2_bits by lia.
  rewrite Bool.andb_comm. f_equal. f_equal. lia.
Qed.

Lemma lane_ext w1 s1 w2 s2 :
  (forall n, (0 <= n < 7)%Z ->
     Z.testbit (to_Z w1) (to_Z s1 + n) = Z.testbit (to_Z w2) (to_Z s2 + n)) ->
  lane w1 s1 = lane w2 s2.
Proof.
  intros H. apply to_Z_inj. apply Z.bits_inj'. intros n Hn.
  rewrite !lane_bit by lia.
  destruct (Z.ltb_spec n 7); simpl; [apply H; lia | reflexivity].
Qed.

Lemma high_clear_Z w : high_clear w -> forall n, (56 <= n)%Z -> Z.testbit (to_Z w) n = false.
Proof.
  intros H n Hn. destruct (Z.lt_ge_cases n 63).
  - assert (Hb : to_Z (of_Z n) = n) by (rewrite of_Z_spec, wB_eq; apply Z.mod_small; lia).
    specialize (H (of_Z n)). rewrite bitE, Hb in H. apply H. lia.
  - apply testbit_high with 63%Z; [apply tz_bounded | lia].
Qed.

Lemma Z_high_clear w : (forall n, (56 <= n)%Z -> Z.testbit (to_Z w) n = false) -> high_clear w.
Proof. intros H b Hb. rewrite bitE. apply H. exact Hb. Qed.

(** ** The packed array *)

Lemma lane_lxor x y s : lane (x lxor y)%uint63 s = (lane x s lxor lane y s)%uint63.
Proof.
  apply to_Z_inj. apply Z.bits_inj'. intros n Hn.
  rewrite lxor_spec', Z.lxor_spec, !lane_bit by lia.
  rewrite lxor_spec', Z.lxor_spec.
  destruct (n <? 7)%Z; reflexivity.
Qed.

Lemma phi_lane w s : φ (lane w s)%uint63 = ((φ w%uint63 / 2 ^ φ s%uint63) mod 128)%Z.
Proof.
  unfold lane. rewrite land_spec', lsr_spec. change (φ 127%uint63) with (Z.ones 7).
  rewrite Z.land_ones by lia. reflexivity.
Qed.

Lemma lane_lt w s : (φ (lane w s)%uint63 < 128)%Z.
Proof.
  unfold lane. rewrite land_spec'. change (to_Z 127%uint63) with (Z.ones 7).
  rewrite Z.land_ones by lia. apply Z.mod_pos_bound. reflexivity.
Qed.

Lemma pwin_bit p i t : (forall q, high_clear p.[q]) -> (0 <= t < 56)%Z ->
  Z.testbit (to_Z (pwin p i)) t =
  (if (to_Z i mod 8 =? 0)%Z then Z.testbit (to_Z p.[i >> 3]) t
   else if (t <? 56 - 7 * (to_Z i mod 8))%Z
        then Z.testbit (to_Z p.[i >> 3]) (t + 7 * (to_Z i mod 8))
        else Z.testbit (to_Z p.[((i >> 3) + 1)%uint63]) (t - (56 - 7 * (to_Z i mod 8))))%Z.
Proof.
  intros Hhc Ht. unfold pwin. cbv zeta.
  pose proof (Z.mod_pos_bound (to_Z i) 8 ltac:(lia)) as Hl.
  destruct (i land 7 =? 0)%uint63 eqn:E.
  - apply eqb_correct in E.
    assert (to_Z i mod 8 = 0)%Z as E' by (rewrite <- phi_land7, E; reflexivity).
    rewrite E'. reflexivity.
  - assert (to_Z i mod 8 <> 0)%Z as E'.
    { intro E'. rewrite <- phi_land7 in E'.
      assert (i land 7 = 0)%uint63 as E2 by (apply to_Z_inj; rewrite E'; reflexivity).
      rewrite E2, eqb_refl in E. discriminate. }
    apply Z.eqb_neq in E'. rewrite E'. apply Z.eqb_neq in E'.
    set (l := (to_Z i mod 8)%Z) in *.
    rewrite land_spec'. change (to_Z mask56) with (Z.ones 56).
    rewrite Z.land_spec, Z.testbit_ones_nonneg by lia.
    replace (t <? 56)%Z with true by (symmetry; apply Z.ltb_lt; lia).
    rewrite Bool.andb_true_r, lor_spec', Z.lor_spec, lsr_spec, lsl_spec, wB_eq.
    assert (Ht7 : to_Z (times7 (i land 7)) = (7 * l)%Z) by (apply times7_land7).
    assert (Hs : to_Z (56 - times7 (i land 7))%uint63 = (56 - 7 * l)%Z).
    { rewrite sub_spec, Ht7, wB_eq. change (to_Z 56%uint63) with 56%Z.
      apply Z.mod_small. lia. }
    rewrite Hs, Ht7.
    rewrite Z.div_pow2_bits by lia.
    rewrite Z.mod_pow2_bits_low by lia.
    rewrite Z.mul_pow2_bits by lia.
    destruct (Z.ltb_spec t (56 - 7 * l)).
    + rewrite (Z.testbit_neg_r _ (t - (56 - 7 * l))) by lia.
      rewrite Bool.orb_false_r. reflexivity.
    + rewrite (high_clear_Z _ (Hhc _) (t + 7 * l)) by lia. reflexivity.
Qed.

(** Lane [j] of the window at [i] is value [i + j]. *)
Lemma pwin_lane p i j :
  (forall q, high_clear p.[q]) -> (φ j%uint63 < 8)%Z -> (φ i%uint63 + 8 < 2 ^ 62)%Z ->
  lane (pwin p i) (times7 j) = pget p (i + j)%uint63.
Proof.
  intros Hhc Hj Hi. pose proof (tz_bounded i) as Bi. pose proof (tz_bounded j) as Bj.
  assert (HIJ : to_Z (i + j)%uint63 = (to_Z i + to_Z j)%Z)
    by (rewrite add_spec, wB_eq; apply Z.mod_small; lia).
  unfold pget. apply lane_ext. intros n Hn.
  rewrite times7_spec by exact Hj.
  rewrite pwin_bit by (auto; lia).
  rewrite times7_land7, HIJ.
  destruct (Z.eqb_spec (to_Z i mod 8) 0) as [E|E].
  - assert (Q : ((i + j) >> 3)%uint63 = (i >> 3)%uint63).
    { apply to_Z_inj. rewrite !phi_lsr3, HIJ. Z.div_mod_to_equations. lia. }
    rewrite Q. f_equal. Z.div_mod_to_equations. lia.
  - destruct (Z.ltb_spec (7 * to_Z j + n) (56 - 7 * (to_Z i mod 8))).
    + assert (Q : ((i + j) >> 3)%uint63 = (i >> 3)%uint63).
      { apply to_Z_inj. rewrite !phi_lsr3, HIJ. Z.div_mod_to_equations. lia. }
      rewrite Q. f_equal. Z.div_mod_to_equations. lia.
    + assert (Q : ((i + j) >> 3)%uint63 = ((i >> 3) + 1)%uint63).
      { apply to_Z_inj. rewrite add_spec, !phi_lsr3, HIJ, wB_eq.
        change (to_Z 1%uint63) with 1%Z.
        rewrite (Z.mod_small (to_Z i / 8 + 1)) by (Z.div_mod_to_equations; lia).
        Z.div_mod_to_equations. lia. }
      rewrite Q. f_equal. Z.div_mod_to_equations. lia.
Qed.

Lemma shifted_bit v s m : (0 <= to_Z s)%Z -> (m < 63)%Z ->
  Z.testbit (to_Z (v << s)%uint63) m = Z.testbit (to_Z v) (m - to_Z s).
Proof.
  intros Hs Hm. rewrite lsl_spec, wB_eq, Z.mod_pow2_bits_low by lia.
  apply Z.mul_pow2_bits. lia.
Qed.

(** Value [v] written at an empty place [i]. *)
Lemma pget_pput p i v k :
  (forall q, high_clear p.[q]) -> pget p i = 0%uint63 -> (φ v%uint63 < 128)%Z ->
  (φ (i >> 3)%uint63 < φ (PArray.length p)%uint63)%Z ->
  pget (pput p i v) k = if (i =? k)%uint63 then v else pget p k.
Proof.
  intros Hhc H0 Hv Hlen. pose proof (tz_bounded v) as Bv.
  apply ltb_spec in Hlen.
  unfold pget at 1, pput. cbv zeta.
  destruct (i =? k)%uint63 eqn:E.
  - apply eqb_correct in E. subst k.
    rewrite get_set_same by exact Hlen.
    apply to_Z_inj, Z.bits_inj'. intros n Hn.
    rewrite lane_bit by lia.
    destruct (Z.ltb_spec n 7).
    + simpl. rewrite lor_spec', Z.lor_spec.
      assert (HA : Z.testbit (to_Z p.[i >> 3]) (to_Z (times7 (i land 7)) + n) = false).
      { unfold pget in H0. apply (f_equal to_Z) in H0.
        apply (f_equal (fun z => Z.testbit z n)) in H0.
        rewrite lane_bit in H0 by lia.
        replace (n <? 7)%Z with true in H0 by (symmetry; apply Z.ltb_lt; lia).
        change (to_Z 0%uint63) with 0%Z in H0. rewrite Z.testbit_0_l in H0.
        exact H0. }
      rewrite HA. simpl. rewrite times7_land7.
      rewrite shifted_bit; rewrite ?times7_land7;
        [f_equal; lia | pose proof (Z.mod_pos_bound (to_Z i) 8); lia
        | pose proof (Z.mod_pos_bound (to_Z i) 8); lia].
    + simpl. symmetry. apply testbit_high with 7%Z; [exact (conj (proj1 Bv) Hv) | lia].
  - assert (Hne : i <> k) by (intro; subst; rewrite eqb_refl in E; discriminate).
    destruct ((k >> 3) =? (i >> 3))%uint63 eqn:F.
    + apply eqb_correct in F. rewrite F, get_set_same by exact Hlen.
      unfold pget. rewrite F. apply lane_ext. intros n Hn.
      rewrite lor_spec', Z.lor_spec.
      assert (Hm : (to_Z k mod 8 <> to_Z i mod 8)%Z).
      { intro Hm. apply Hne. apply to_Z_inj.
        apply (f_equal to_Z) in F. rewrite !phi_lsr3 in F.
        Z.div_mod_to_equations. lia. }
      rewrite shifted_bit; rewrite ?times7_land7;
        try (pose proof (Z.mod_pos_bound (to_Z i) 8); pose proof (Z.mod_pos_bound (to_Z k) 8); lia).
      destruct (Z_lt_le_dec (7 * (to_Z k mod 8) + n - 7 * (to_Z i mod 8)) 0).
      * rewrite (Z.testbit_neg_r _ _ l). apply Bool.orb_false_r.
      * rewrite (testbit_high (to_Z v) 7); [apply Bool.orb_false_r | lia |].
        pose proof (Z.mod_pos_bound (to_Z i) 8); pose proof (Z.mod_pos_bound (to_Z k) 8); lia.
    + assert (F' : (i >> 3)%uint63 <> (k >> 3)%uint63)
        by (intro G; rewrite G, eqb_refl in F; discriminate).
      rewrite get_set_other by exact F'. reflexivity.
Qed.

Lemma high_clear_pput p i v :
  (forall q, high_clear p.[q]) -> (φ v%uint63 < 128)%Z -> forall q, high_clear (pput p i v).[q].
Proof.
  intros Hhc Hv q. pose proof (tz_bounded v) as Bv. unfold pput. cbv zeta.
  destruct (q =? (i >> 3))%uint63 eqn:E.
  - apply eqb_correct in E. subst q.
    destruct ((i >> 3) <? PArray.length p)%uint63 eqn:L.
    + rewrite get_set_same by exact L.
      apply Z_high_clear. intros n Hn.
      rewrite lor_spec', Z.lor_spec, (high_clear_Z _ (Hhc _) n Hn). simpl.
      destruct (Z_lt_le_dec n 63).
      * pose proof (Z.mod_pos_bound (to_Z i) 8).
        rewrite shifted_bit; rewrite ?times7_land7; try lia.
        apply testbit_high with 7%Z; lia.
      * apply testbit_high with 63%Z; [apply tz_bounded | lia].
    + rewrite get_out_of_bounds by (rewrite length_set; exact L).
      rewrite default_set, <- (get_out_of_bounds _ p (i >> 3)%uint63) by exact L. apply Hhc.
  - assert (F' : (i >> 3)%uint63 <> q) by (intro G; rewrite G, eqb_refl in E; discriminate).
    rewrite get_set_other by exact F'. apply Hhc.
Qed.

Lemma length_pput p i v : PArray.length (pput p i v) = PArray.length p.
Proof. unfold pput. apply length_set. Qed.

Lemma high_clear_make n q : high_clear (PArray.make n 0%uint63).[q].
Proof.
  rewrite get_make. apply Z_high_clear. intros m _.
  change (to_Z 0%uint63) with 0%Z. apply Z.testbit_0_l.
Qed.

Lemma pget_make n k : pget (PArray.make n 0%uint63) k = 0%uint63.
Proof.
  unfold pget, lane. rewrite get_make. apply to_Z_inj.
  rewrite land_spec', lsr_spec. change (to_Z 0%uint63) with 0%Z.
  rewrite Z.div_0_l by (apply Z.pow_nonzero; [lia | apply tz_bounded]).
  reflexivity.
Qed.
