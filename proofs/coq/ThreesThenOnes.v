(** * The codes .3^m 1^k (proofs/threes-then-ones.md).

    For [m, k >= 1], with [t = m + k], [p = m + 1] and [q = ceil(k / p) = (k + m) / p], the
    Grundy values of [.3^m 1^k] have the minimal period [p] from the minimal preperiod
    [mu = p q + 1] (in the sense of ARCHITECTURE.md), the value [r] at heap [i p + r] for
    [1 <= r <= p] and [i p + r <= t], and the largest value [m + 1]. The lemmas follow the
    numbering of the written proof. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Minimality.

(** [d0 = 0], [d1 .. dm = 3], [d(m+1) .. d(m+k) = 1]. *)
Definition threes_ones_code (m k : nat) : list nat := 0 :: repeat 3 m ++ repeat 1 k.

Lemma threes_ones_length m k : length (threes_ones_code m k) = 1 + m + k.
Proof. unfold threes_ones_code. simpl. rewrite app_length, !repeat_length. reflexivity. Qed.

Lemma threes_ones_digit m k j :
  1 <= j <= m + k -> nth j (threes_ones_code m k) 0 = if j <=? m then 3 else 1.
Proof.
  intros Hj. unfold threes_ones_code. destruct j as [|j]; [lia|].
  destruct (S j <=? m) eqn:E; simpl nth.
  - apply Nat.leb_le in E. rewrite app_nth1 by (rewrite repeat_length; lia).
    rewrite nth_indep with (d' := 3) by (rewrite repeat_length; lia). apply nth_repeat.
  - apply Nat.leb_gt in E. rewrite app_nth2 by (rewrite repeat_length; lia).
    rewrite repeat_length, nth_indep with (d' := 1) by (rewrite repeat_length; lia).
    apply nth_repeat.
Qed.

(** Lemma 1: from heap [h] one may take the whole heap when [1 <= h <= m + k], or take
    [1 <= s <= m] tokens leaving a non-empty heap. *)
Lemma threes_ones_moves m k h pos :
  In pos (moves (Octal (threes_ones_code m k)) h) <->
  (1 <= h <= m + k /\ pos = []) \/ (exists s, 1 <= s <= m /\ s < h /\ pos = [h - s]).
Proof.
  cbn [moves]. rewrite in_octal_moves, threes_ones_length. split.
  - intros [j [Hj H]]. destruct (Nat.eq_dec j 0) as [->|Hj0].
    + replace (nth 0 (threes_ones_code m k) 0) with 0 in H by reflexivity. cbn in H.
      destruct H as [(B & _)|[(B & _)|(B & _)]]; discriminate.
    + rewrite threes_ones_digit in H by lia. destruct (j <=? m) eqn:E; cbn in H.
      * apply Nat.leb_le in E.
        destruct H as [(_ & _ & -> & ->)|[(_ & Hjh & ->)|(B & _)]]; [| |discriminate].
        -- left. split; [lia | reflexivity].
        -- right. exists j. split; [lia|]. split; [lia | reflexivity].
      * destruct H as [(_ & _ & -> & ->)|[(B & _)|(B & _)]]; [|discriminate|discriminate].
        left. split; [lia | reflexivity].
  - intros [[Hh ->]|[s (Hs & Hsh & ->)]].
    + exists h. split; [lia|]. rewrite threes_ones_digit by lia. left.
      split; [destruct (h <=? m); reflexivity|]. split; [lia|]. split; reflexivity.
    + exists s. split; [lia|]. rewrite threes_ones_digit by lia.
      replace (s <=? m) with true by (symmetry; apply Nat.leb_le; lia).
      right. left. split; [reflexivity|]. split; [lia | reflexivity].
Qed.

(** Lists of values of consecutive heaps, pairwise different. *)
Lemma NoDup_map_seq (f : nat -> N) a n :
  (forall i j, a <= i -> i < j -> j < a + n -> f i <> f j) -> NoDup (map f (seq a n)).
Proof.
  revert a. induction n as [|n IH]; intros a H; simpl; constructor.
  - intros Hin. apply in_map_iff in Hin as [j [E Hj]]. apply in_seq in Hj.
    apply (H a j); [lia | lia | lia | symmetry; exact E].
  - apply IH. intros i j Hi Hij Hj. apply H; lia.
Qed.

Section ThreesThenOnes.
  Variables (m k : nat) (g : nat -> N).
  Hypothesis Hm : 1 <= m.
  Hypothesis Hk : 1 <= k.
  Hypothesis Hg : is_grundy (Octal (threes_ones_code m k)) g.

  Let opts h := grundy_options (Octal (threes_ones_code m k)) g h.

  Lemma threes_ones_option h x :
    In x (opts h) <->
    (1 <= h <= m + k /\ x = 0%N) \/ (exists s, 1 <= s <= m /\ s < h /\ x = g (h - s)).
  Proof.
    unfold opts, grundy_options. rewrite in_map_iff. split.
    - intros [pos [<- Hpos]].
      apply threes_ones_moves in Hpos as [[Hh ->]|[s (Hs & Hsh & ->)]].
      + left. split; [exact Hh | reflexivity].
      + right. exists s. split; [exact Hs|]. split; [exact Hsh|]. simpl. apply N.lxor_0_r.
    - intros [[Hh ->]|[s (Hs & Hsh & ->)]].
      + exists []. split; [reflexivity|]. apply threes_ones_moves. left. split; [exact Hh | reflexivity].
      + exists [h - s]. split; [simpl; apply N.lxor_0_r|]. apply threes_ones_moves. right.
        exists s. split; [exact Hs|]. split; [exact Hsh | reflexivity].
  Qed.

  Lemma threes_ones_value h : g h = mex (opts h).
  Proof. apply Hg. Qed.

  (** Lemma 2: heaps [y < z <= y + m] with [y >= 1] have different values ([y] is an option of
      [z]). *)
  Lemma threes_ones_distinct y z : 1 <= y -> y < z -> z <= y + m -> g y <> g z.
  Proof.
    intros Hy Hyz Hz E. apply (mex_not_in (opts z)). rewrite <- threes_ones_value.
    apply threes_ones_option. right. exists (z - y). split; [lia|]. split; [lia|].
    replace (z - (z - y)) with y by lia. symmetry. exact E.
  Qed.

  (** [m + 1] pairwise different values of the heaps [h - m - 1 .. h - 1], all between [lo] and
      [lo + m], are all of these [m + 1] numbers. *)
  Lemma threes_ones_window h lo :
    m + 2 <= h ->
    (forall j, h - (m + 1) <= j < h -> (N.of_nat lo <= g j <= N.of_nat (lo + m))%N) ->
    forall x, (N.of_nat lo <= x <= N.of_nat (lo + m))%N ->
    exists j, h - (m + 1) <= j < h /\ g j = x.
  Proof.
    intros Hh Hrange x Hx.
    set (l := map g (seq (h - (m + 1)) (m + 1))).
    set (l' := map N.of_nat (seq lo (m + 1))).
    assert (Hnd : NoDup l).
    { apply NoDup_map_seq. intros i j Hi Hij Hj. apply threes_ones_distinct; lia. }
    assert (Hincl : incl l l').
    { intros y Hy. apply in_map_iff in Hy as [j [<- Hj]]. apply in_seq in Hj.
      specialize (Hrange j ltac:(lia)). apply in_map_iff.
      exists (N.to_nat (g j)). split; [apply N2Nat.id | apply in_seq; lia]. }
    assert (Hx' : In x l').
    { apply in_map_iff. exists (N.to_nat x). split; [apply N2Nat.id | apply in_seq; lia]. }
    assert (Hlen : length l' <= length l).
    { unfold l, l'. rewrite !map_length, !seq_length. lia. }
    apply (NoDup_length_incl Hnd Hlen Hincl) in Hx'.
    apply in_map_iff in Hx' as [j [E Hj]]. apply in_seq in Hj. exists j. split; [lia | exact E].
  Qed.

  (** Lemma 3, first heaps: [g h = h] for [1 <= h <= m + 1]. *)
  Lemma threes_ones_start h : 1 <= h <= m + 1 -> g h = N.of_nat h.
  Proof.
    induction h as [h IH] using (well_founded_induction lt_wf). intros Hh.
    rewrite threes_ones_value. apply mex_is.
    - intros x Hx. apply threes_ones_option.
      destruct (N.eq_dec x 0) as [->|Hx0]; [left; split; [lia | reflexivity]|].
      right. exists (h - N.to_nat x). split; [lia|]. split; [lia|].
      rewrite IH by lia. replace (h - (h - N.to_nat x)) with (N.to_nat x) by lia.
      symmetry. apply N2Nat.id.
    - intros Hin. apply threes_ones_option in Hin as [[_ E]|[s (Hs & Hsh & E)]]; [lia|].
      rewrite IH in E by lia. lia.
  Qed.

  (** Lemma 3, the shift up to [t = m + k]: values between 1 and [m + 1], and
      [g h = g (h - m - 1)] beyond [m + 1]. *)
  Lemma threes_ones_up_to_t h :
    1 <= h <= m + k ->
    (1 <= g h <= N.of_nat (m + 1))%N /\ (m + 1 < h -> g h = g (h - (m + 1))).
  Proof.
    induction h as [h IH] using (well_founded_induction lt_wf). intros Hh.
    destruct (Nat.le_gt_cases h (m + 1)) as [Hle|Hgt].
    { rewrite threes_ones_start by lia. split; [lia | intros; lia]. }
    assert (Hwin : forall j, h - (m + 1) <= j < h -> (N.of_nat 1 <= g j <= N.of_nat (1 + m))%N).
    { intros j Hj. destruct (IH j ltac:(lia) ltac:(lia)) as [Hv _]. lia. }
    assert (Hshift : g h = g (h - (m + 1))).
    { rewrite threes_ones_value. apply mex_is.
      - intros x Hx. apply threes_ones_option.
        destruct (N.eq_dec x 0) as [->|Hx0]; [left; split; [lia | reflexivity]|].
        destruct (threes_ones_window h 1 ltac:(lia) Hwin x) as [j [Hj E]].
        { specialize (Hwin (h - (m + 1)) ltac:(lia)). lia. }
        assert (j <> h - (m + 1)) by (intros ->; lia).
        right. exists (h - j). split; [lia|]. split; [lia|].
        replace (h - (h - j)) with j by lia. symmetry. exact E.
      - intros Hin. apply threes_ones_option in Hin as [[_ E]|[s (Hs & Hsh & E)]].
        + specialize (Hwin (h - (m + 1)) ltac:(lia)). lia.
        + apply (threes_ones_distinct (h - (m + 1)) (h - s)); [lia | lia | lia | exact E]. }
    split; [|intros; exact Hshift]. rewrite Hshift. specialize (Hwin (h - (m + 1)) ltac:(lia)).
    lia.
  Qed.

  (** Lemma 3, closed form: heap [i (m + 1) + r] with [1 <= r <= m + 1], up to [t], has value
      [r]. *)
  Lemma threes_ones_closed i r :
    1 <= r <= m + 1 -> i * (m + 1) + r <= m + k -> g (i * (m + 1) + r) = N.of_nat r.
  Proof.
    intros Hr. induction i as [|i IH]; intros Hi.
    - apply threes_ones_start. lia.
    - destruct (threes_ones_up_to_t (S i * (m + 1) + r) ltac:(nia)) as [_ Hs].
      rewrite Hs by nia. replace (S i * (m + 1) + r - (m + 1)) with (i * (m + 1) + r) by nia.
      apply IH. nia.
  Qed.

  (** Lemma 4, the heaps beyond [t]: [m] options, so the value is at most [m]. *)
  Lemma threes_ones_beyond_t h : m + k < h -> (g h <= N.of_nat m)%N.
  Proof.
    intros Hh. destruct (N.le_gt_cases (g h) (N.of_nat m)) as [|Hgt]; [assumption|]. exfalso.
    assert (Hincl : incl (map N.of_nat (seq 0 (m + 1))) (map (fun s => g (h - s)) (seq 1 m))).
    { intros x Hx. apply in_map_iff in Hx as [i [<- Hi]]. apply in_seq in Hi.
      assert (Hin : In (N.of_nat i) (opts h)).
      { apply mex_below. rewrite <- threes_ones_value. lia. }
      apply threes_ones_option in Hin as [[Hh' _]|[s (Hs & _ & E)]]; [lia|].
      apply in_map_iff. exists s. split; [symmetry; exact E | apply in_seq; lia]. }
    apply NoDup_incl_length in Hincl.
    - rewrite !map_length, !seq_length in Hincl. lia.
    - apply FinFun.Injective_map_NoDup; [intros a b; lia | apply seq_NoDup].
  Qed.

  (** [q = ceil(k / (m + 1)) = (k + m) / (m + 1)]: [k <= (m + 1) q <= k + m] and [q >= 1]. *)
  Lemma threes_ones_q :
    k <= (m + 1) * ((k + m) / (m + 1)) <= k + m /\ 1 <= (k + m) / (m + 1).
  Proof.
    pose proof (Nat.div_mod (k + m) (m + 1) ltac:(lia)) as D.
    pose proof (Nat.mod_upper_bound (k + m) (m + 1) ltac:(lia)) as U.
    set (q := (k + m) / (m + 1)) in *. set (r := (k + m) mod (m + 1)) in *. clearbody q r.
    split; [nia|]. destruct q; nia.
  Qed.

  (** Beyond [(m + 1) q], no heap has the value [m + 1]. *)
  Lemma threes_ones_after_pq j : (m + 1) * ((k + m) / (m + 1)) < j -> (g j <= N.of_nat m)%N.
  Proof.
    intros Hj. destruct threes_ones_q as [[Hq1 Hq2] Hq].
    set (q := (k + m) / (m + 1)) in *. clearbody q.
    destruct (Nat.le_gt_cases j (m + k)) as [Hjt|Hjt]; [|apply threes_ones_beyond_t; exact Hjt].
    replace j with (q * (m + 1) + (j - (m + 1) * q)) by nia.
    rewrite threes_ones_closed by nia. lia.
  Qed.

  (** Lemma 5, the shift: [g h = g (h - m - 1)] for [h >= mu + m + 1]. *)
  Lemma threes_ones_shift h :
    (m + 1) * ((k + m) / (m + 1)) + 1 + (m + 1) <= h -> g h = g (h - (m + 1)).
  Proof.
    intros Hh. pose proof threes_ones_after_pq as Hafter. destruct threes_ones_q as [[Hq1 Hq2] Hq].
    set (q := (k + m) / (m + 1)) in *. clearbody q.
    destruct (Nat.le_gt_cases h (m + k)) as [Ht|Ht].
    { apply (threes_ones_up_to_t h ltac:(nia)). nia. }
    assert (Hwin : forall j, h - (m + 1) <= j < h -> (N.of_nat 0 <= g j <= N.of_nat (0 + m))%N).
    { intros j Hj. pose proof (Hafter j ltac:(nia)). lia. }
    rewrite threes_ones_value. apply mex_is.
    - intros x Hx. apply threes_ones_option.
      destruct (threes_ones_window h 0 ltac:(nia) Hwin x) as [j [Hj E]].
      { specialize (Hwin (h - (m + 1)) ltac:(lia)). lia. }
      assert (j <> h - (m + 1)) by (intros ->; lia).
      right. exists (h - j). split; [lia|]. split; [lia|].
      replace (h - (h - j)) with j by lia. symmetry. exact E.
    - intros Hin. apply threes_ones_option in Hin as [[Hh' _]|[s (Hs & Hsh & E)]]; [lia|].
      apply (threes_ones_distinct (h - (m + 1)) (h - s)); [nia | lia | lia | exact E].
  Qed.

  (** The theorem: minimal period [m + 1] from the minimal preperiod [(m + 1) q + 1], the
      closed form up to [t], and the largest value [m + 1] (at heap [m + 1]). *)
  Theorem threes_then_ones :
    minimal_period g ((m + 1) * ((k + m) / (m + 1)) + 1) (m + 1) /\
    (forall i r, 1 <= r <= m + 1 -> i * (m + 1) + r <= m + k ->
       g (i * (m + 1) + r) = N.of_nat r) /\
    (forall h, (g h <= N.of_nat (m + 1))%N) /\ g (m + 1) = N.of_nat (m + 1).
  Proof.
    pose proof threes_ones_shift as Hshift. destruct threes_ones_q as [[Hq1 Hq2] Hq].
    set (q := (k + m) / (m + 1)) in *. clearbody q.
    split; [|split; [exact threes_ones_closed|split]].
    - apply minimal_from_checks; [lia | | |].
      + intros n Hn. rewrite (Hshift (n + (m + 1))) by lia. f_equal. lia.
      + intros d Hd _. exists ((m + 1) * q + 1). split; [lia|]. intros E.
        apply (threes_ones_distinct ((m + 1) * q + 1) ((m + 1) * q + 1 + d));
          [lia | lia | lia | symmetry; exact E].
      + intros _. replace ((m + 1) * q + 1 - 1 + (m + 1)) with ((m + 1) * q + (m + 1)) by lia.
        replace ((m + 1) * q + 1 - 1) with ((q - 1) * (m + 1) + (m + 1)) by nia.
        rewrite threes_ones_closed by nia.
        pose proof (threes_ones_beyond_t ((m + 1) * q + (m + 1)) ltac:(nia)). lia.
    - intros h. destruct (Nat.eq_dec h 0) as [->|Hh0].
      + destruct (N.eq_dec (g 0) 0) as [->|H0]; [lia|]. exfalso.
        assert (Hin : In 0%N (opts 0)).
        { apply mex_below. rewrite <- threes_ones_value. lia. }
        apply threes_ones_option in Hin as [[Hh _]|[s (_ & Hs & _)]]; lia.
      + destruct (Nat.le_gt_cases h (m + k)) as [Ht|Ht].
        * destruct (threes_ones_up_to_t h ltac:(lia)) as [Hv _]. lia.
        * pose proof (threes_ones_beyond_t h Ht). lia.
    - apply threes_ones_start. lia.
  Qed.
End ThreesThenOnes.
