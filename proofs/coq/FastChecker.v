(** * The verified checker of version-2 certificates on machine integers.

    [check_sparse_fast] is [check_sparse] ([SparseChecker.v]) with the recomputation and the
    period checks run on primitive integers and arrays ([FastSparse.v]). It gives the same
    verdict as [check_sparse] on every certificate ([check_sparse_fast_eq]), so its acceptance
    is sound by [check_sparse_sound] ([check_sparse_fast_sound]). Certificates beyond the
    machine loop's bounds (more than 2^32 values, 2^32 - 1 listed positions or 1023 digits, more
    than the driver reads) go to [check_sparse] itself. *)
From Coq Require Import List Arith Lia PArith NArith ZArith Bool Uint63 PArray.
Import ListNotations.
From Nimlab Require Import Games Minimality Checker Loops Sparse SparseChecker FastSparse.

(** ** The period on the machine values *)

Definition frepeats (h : fhist) (mu q cnt : int) : bool :=
  (ffirst_where (fun n => negb (fget h (n + q) =? fget h n)) mu cnt =? mu + cnt)%uint63.

Definition fsparse_period (h : fhist) (L mu p : int) : option sparse_reason :=
  let n := ffirst_where (fun n => negb (fget h (n + p) =? fget h n))%uint63 mu (L - p - mu) in
  if (n <? L - p)%uint63 then Some (SPeriodFails (toN n)) else
  let q := ffirst_where (fun q => (p mod q =? 0)%uint63 && frepeats h mu q p) 1 (p - 1) in
  if (q <? p)%uint63 then Some (SSmallerPeriod (toN q)) else
  if (0 <? mu)%uint63 && (fget h (mu - 1 + p) =? fget h (mu - 1))%uint63
  then Some SSmallerPreperiod else None.

Section Period.
  Variables (h : history) (fh : fhist) (L mu p : N) (fL fmu fp : int).
  Hypothesis Hh : forall j, toN (fget fh j) = hget h (toN j).
  Hypothesis HfL : toN fL = L.
  Hypothesis Hfmu : toN fmu = mu.
  Hypothesis Hfp : toN fp = p.
  Hypothesis Hp : (1 <= p)%N.
  Hypothesis Hbound : (mu + 2 * p <= L)%N.
  Hypothesis HL : (L <= 2 ^ 32)%N.

  Lemma frepeats_eq q : (toN q <= p)%N -> frepeats fh fmu q fp = repeats h mu (toN q) p.
  Proof.
    intros Hq. unfold frepeats, repeats.
    rewrite eqb_toN, toN_add, Hfmu, Hfp by lia.
    rewrite (ffirst_where_eq _ (fun n => negb (N.eqb (hget h (n + toN q)) (hget h n))));
      rewrite ?Hfmu, ?Hfp; [reflexivity | lia |].
    intros i Hi. rewrite eqb_toN, !Hh, toN_add by lia. reflexivity.
  Qed.

  Lemma fsparse_period_eq : fsparse_period fh fL fmu fp = sparse_period h L mu p.
  Proof.
    unfold fsparse_period, sparse_period.
    assert (E0 : toN (fL - fp)%uint63 = (L - p)%N) by (rewrite toN_sub; lia).
    assert (E1 : toN (fL - fp - fmu)%uint63 = (L - p - mu)%N) by (rewrite toN_sub; lia).
    pose proof (ffirst_where_eq (fun n => negb (fget fh (n + fp) =? fget fh n))%uint63
                  (fun n => negb (N.eqb (hget h (n + p)) (hget h n))) fmu (fL - fp - fmu))
      as En.
    rewrite E1, Hfmu in En. specialize (En ltac:(lia)).
    lapply En; clear En.
    2:{ intros i Hi. rewrite eqb_toN, !Hh, toN_add, Hfp by lia. reflexivity. }
    intros En.
    set (fn := ffirst_where _ fmu (fL - fp - fmu)) in *.
    set (n := first_where _ mu (L - p - mu)) in *.
    rewrite ltb_toN, En, E0. destruct (n <? L - p)%N; [reflexivity|].
    assert (Ep1 : toN (fp - 1)%uint63 = (p - 1)%N) by (rewrite toN_sub, toN_1; rewrite ?toN_1; lia).
    pose proof (ffirst_where_eq (fun q => (fp mod q =? 0)%uint63 && frepeats fh fmu q fp)
                  (fun q => N.eqb (p mod q) 0 && repeats h mu q p) 1 (fp - 1)) as Eq.
    rewrite Ep1, toN_1 in Eq. specialize (Eq ltac:(lia)).
    lapply Eq; clear Eq.
    2:{ intros i Hi. rewrite eqb_toN, toN_mod, Hfp, toN_0, frepeats_eq by lia. reflexivity. }
    intros Eq.
    set (fq := ffirst_where _ 1 (fp - 1)) in *.
    set (q := first_where _ 1 (p - 1)) in *.
    rewrite ltb_toN, Eq, Hfp. destruct (q <? p)%N; [reflexivity|].
    rewrite ltb_toN, toN_0, Hfmu. destruct (0 <? mu)%N eqn:Cm; [|reflexivity].
    apply N.ltb_lt in Cm. cbn [andb].
    assert (Em : toN (fmu - 1)%uint63 = (mu - 1)%N)
      by (rewrite toN_sub, toN_1; rewrite ?toN_1; lia).
    rewrite eqb_toN, !Hh, toN_add, Em, Hfp by lia. reflexivity.
  Qed.
End Period.

(** ** The checker *)

(** The bounds of the machine loop ([FastSparse.v], section [Sim]). *)
Definition fast_fits (c : sparse_certificate) : bool :=
  (sc_length c <=? 2 ^ 32)%N &&
  (N.of_nat (List.length (sc_rare_positions c)) <? 2 ^ 32)%N &&
  (List.length (sc_digits c) <? 1024)%nat.

Definition fast_chunks (L : N) : N := (L / chunk_size + 1)%N.
(** The cells of each chunk: [L] when the values fit in one chunk of fewer cells. *)
Definition fast_clen (L : N) : int := ofN (N.min L chunk_size).

(** Cells of packed values ([Packed.v], 8 values a cell; value [i] is at [i + 7] in the values in
    order, [FastSparse.v]), and the place [fR] of value 0 in the reversed ones. Beyond one array's
    4194303 cells the values are not packed. *)
Definition fast_pcells (L : N) : N := (L / 8 + 2)%N.
Definition fast_rev (L : N) : N := (8 * fast_pcells L - 1)%N.
Definition fast_pcells_int (L : N) : int :=
  if (fast_pcells L <=? 4194303)%N then ofN (fast_pcells L) else 0%uint63.

Definition fast_values (c : sparse_certificate) : failure + fstate :=
  let tab := par_table (sc_mask c) in
  fsparse_values (sc_parity c) (map (fun dk => (fst dk, ofN (snd dk))) (digits (sc_digits c)))
    (map (fun k => (ofN k, N.to_nat k)) (split_places (sc_digits c))) tab
    (ftab_word tab true) (ftab_word tab false) (ofN (place_parity (sc_digits c)))
    (ofN (N.of_nat (List.length (sc_rare_positions c))))
    (ofN max_check_work) (ofN max_sparse_value) (ofN (fast_rev (sc_length c)))
    (fast_chunks (sc_length c)) (fast_clen (sc_length c)) (fast_pcells_int (sc_length c))
    (ofN (sc_length c)).

Definition check_sparse_fast (c : sparse_certificate) : sparse_verdict :=
  if negb (fast_fits c) then check_sparse c else
  check_sparse_with fast_values
    (fun x => map (fun rx => (toN (fst rx), toN (snd rx))) (rlist_list (f_rare x)))
    (fun x => (toN (f_largest x), toN (f_largest_heap x)))
    (fun x L mu p => fsparse_period (f_hist x) (ofN L) (ofN mu) (ofN p)) c.

Lemma Forall2_rrel_map lg rs frs :
  Forall2 (rrel lg) rs frs -> rs = map (fun rx => (toN (fst rx), toN (snd rx))) frs.
Proof.
  induction 1 as [|a b l fl [E _] _ IH]; [reflexivity|]. simpl. rewrite <- IH, E. reflexivity.
Qed.

Lemma place_parity_le ds : (place_parity ds <= 1)%N.
Proof. unfold place_parity. destruct (existsb _ _); lia. Qed.

Theorem check_sparse_fast_eq c : check_sparse_fast c = check_sparse c.
Proof.
  unfold check_sparse_fast. destruct (fast_fits c) eqn:F; [|reflexivity]. cbn [negb].
  unfold fast_fits in F. apply andb_true_iff in F as [F F3]. apply andb_true_iff in F as [F1 F2].
  apply N.leb_le in F1. apply N.ltb_lt in F2. apply Nat.ltb_lt in F3.
  unfold check_sparse, check_sparse_with, sparse_recompute. cbv beta iota.
  destruct (N.eqb (sc_p c) 0) eqn:Ep; [reflexivity|]. apply N.eqb_neq in Ep.
  destruct ((sc_length c <? sc_mu c)%N || (sc_length c <? sc_p c)%N) eqn:Eb; [reflexivity|].
  destruct (sc_proof c); [reflexivity|].
  destruct (sc_length c <? sparse_bound (sc_digits c) (sc_mu c) (sc_p c))%N eqn:Ebd;
    [reflexivity|].
  apply N.ltb_ge in Ebd. unfold sparse_bound in Ebd.
  destruct (sc_parity c && mixed_parities (sc_digits c)); [reflexivity|].
  assert (Hchunks : (fast_chunks (sc_length c) <= 4194303)%N).
  { unfold fast_chunks, chunk_size.
    pose proof (N.div_le_mono (sc_length c) (2 ^ 32) 1048576 ltac:(lia) F1). cbn in H. lia. }
  assert (HL : (sc_length c <= fast_chunks (sc_length c) * chunk_size)%N).
  { unfold fast_chunks, chunk_size.
    pose proof (N.mul_div_le (sc_length c) 1048576 ltac:(lia)).
    pose proof (N.mod_lt (sc_length c) 1048576 ltac:(lia)).
    pose proof (N.div_mod (sc_length c) 1048576 ltac:(lia)). lia. }
  assert (Hrev : toN (ofN (fast_rev (sc_length c))) = fast_rev (sc_length c)).
  { apply toN_ofN. unfold fast_rev, fast_pcells.
    pose proof (N.mul_div_le (sc_length c) 8 ltac:(lia)). lia. }
  assert (HR : (toN (ofN (fast_rev (sc_length c))) < 2 ^ 40)%N).
  { rewrite Hrev. unfold fast_rev, fast_pcells.
    pose proof (N.mul_div_le (sc_length c) 8 ltac:(lia)). lia. }
  assert (HLR : (sc_length c + 8 <= toN (ofN (fast_rev (sc_length c))))%N).
  { rewrite Hrev. unfold fast_rev, fast_pcells.
    pose proof (N.div_mod (sc_length c) 8 ltac:(lia)).
    pose proof (N.mod_lt (sc_length c) 8 ltac:(lia)). lia. }
  assert (Hpcells : (0 < toN (fast_pcells_int (sc_length c)))%N ->
                    (toN (ofN (fast_rev (sc_length c))) / 8 <
                     toN (fast_pcells_int (sc_length c)) <= 4194303)%N).
  { unfold fast_pcells_int. rewrite Hrev. destruct (N.leb_spec (fast_pcells (sc_length c)) 4194303).
    - rewrite toN_ofN by lia. intros _. unfold fast_rev.
      assert (H1 : (1 <= fast_pcells (sc_length c))%N)
        by (unfold fast_pcells; apply N.le_trans with 2%N; [discriminate | apply N.le_add_l]).
      assert (E : ((8 * fast_pcells (sc_length c) - 1) / 8 = fast_pcells (sc_length c) - 1)%N).
      { symmetry. apply N.div_unique with (r := 7%N); lia. }
      rewrite E. lia.
    - rewrite toN_0. lia. }
  assert (Hclen : toN (fast_clen (sc_length c)) = N.min (sc_length c) chunk_size).
  { unfold fast_clen. apply toN_ofN. unfold chunk_size. lia. }
  pose proof (fsparse_values_sim (sc_digits c) (sc_mask c) (sc_parity c)
                (place_parity (sc_digits c)) (N.of_nat (List.length (sc_rare_positions c)))
                max_check_work max_sparse_value _ _ (par_table (sc_mask c))
                (ftab_word (par_table (sc_mask c)) true) (ftab_word (par_table (sc_mask c)) false)
                (ofN (place_parity (sc_digits c)))
                (ofN (N.of_nat (List.length (sc_rare_positions c))))
                (ofN max_check_work) (ofN max_sparse_value) (sc_length c)
                (fast_chunks (sc_length c)) (ofN (fast_rev (sc_length c)))
                (fast_pcells_int (sc_length c)) (fast_clen (sc_length c)) eq_refl eq_refl
                (fun v Hv => par_table_spec (sc_mask c) v Hv)
                eq_refl eq_refl
                ltac:(apply toN_ofN; pose proof (place_parity_le (sc_digits c)); lia)
                (place_parity_le (sc_digits c))
                ltac:(apply toN_ofN; lia) ltac:(apply toN_ofN; unfold max_check_work; lia)
                ltac:(apply toN_ofN; unfold max_sparse_value; lia) F3 F2
                ltac:(unfold max_check_work; lia) ltac:(unfold max_sparse_value; lia) F1 HL
                Hchunks ltac:(unfold fast_chunks; rewrite N.add_1_r; apply N.lt_0_succ) HR HLR
                  Hpcells ltac:(rewrite Hclen; unfold chunk_size; lia)
                ltac:(rewrite Hclen; lia) (ofN (sc_length c)) ltac:(apply toN_ofN; lia)) as Hsim.
  unfold fast_values. cbv zeta.
  match goal with
  | |- context [fsparse_values ?a ?b ?c ?d ?e ?f ?g ?h ?i ?j ?k ?l ?m ?n ?o] =>
      destruct (fsparse_values a b c d e f g h i j k l m n o) as [fwhy|x]
  end.
  all: match goal with
       | |- context [sparse_values ?a ?b ?c ?d ?e ?f ?g ?h] =>
           destruct (sparse_values a b c d e f g h) as [why|st]
       end.
  all: try contradiction.
  - rewrite Hsim. reflexivity.
  - destruct Hsim as [_ _ Hhist _ _ _ _ Hrare _ _ Hlargest _ Hlargest_heap _ _ _ _].
    rewrite <- (Forall2_rrel_map _ _ _ Hrare).
    destruct (compare_rare (st_rare st) _ _ _); [reflexivity|].
    rewrite Hlargest, Hlargest_heap.
    destruct (negb _); [reflexivity|].
    rewrite (fsparse_period_eq (st_hist st) (f_hist x) (sc_length c) (sc_mu c) (sc_p c));
      rewrite ?toN_ofN; try lia; [reflexivity | exact Hhist].
Qed.

Theorem check_sparse_fast_sound c g :
  check_sparse_fast c = SAccept ->
  is_grundy (Octal (sc_digits c)) g ->
  minimal_period g (N.to_nat (sc_mu c)) (N.to_nat (sc_p c)).
Proof. rewrite check_sparse_fast_eq. apply check_sparse_sound. Qed.
