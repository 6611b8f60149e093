(** * Sats II of the Swedish octal report: the periods of the .1-3 games (proofs/sats-ii.md).

    The code [.1^k 3^m] ([k >= 0] ones, then [m >= 1] threes, [t = k + m] digits) has Grundy
    values purely periodic with period [p = t + k + 1] and block
    [B(0) = 0], [B(r) = (r - 1) / (k + 1) + 1] for [1 <= r <= t], [B(r) = 0] for [t < r < p];
    and [(0, p)] is its period in the sense of ARCHITECTURE.md. Sats II (one more 3 adds one value to
    the block) and Sats I ([k = n - 1], [m = 1]) are read off this closed form. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Minimality SatsI.

Definition one_three_code (k m : nat) : list nat := 0 :: repeat 1 k ++ repeat 3 m.

Definition one_three_block (k m r : nat) : nat :=
  if r =? 0 then 0 else if r <=? k + m then (r - 1) / (k + 1) + 1 else 0.

Lemma nth_repeat_lt {A} (a d : A) j n : j < n -> nth j (repeat a n) d = a.
Proof.
  revert j. induction n as [|n IH]; intros j Hj; [lia|].
  destruct j; simpl; [reflexivity | apply IH; lia].
Qed.

Lemma one_three_digit k m j :
  j < k + m + 1 ->
  nth j (one_three_code k m) 0 = if j =? 0 then 0 else if j <=? k then 1 else 3.
Proof.
  intros Hj. unfold one_three_code. destruct j as [|j]; [reflexivity|].
  change (nth (S j) (0 :: repeat 1 k ++ repeat 3 m) 0) with
    (nth j (repeat 1 k ++ repeat 3 m) 0).
  replace (S j =? 0) with false by reflexivity.
  destruct (Nat.le_gt_cases (S j) k) as [E|E].
  - replace (S j <=? k) with true by (symmetry; apply Nat.leb_le; lia).
    rewrite app_nth1 by (rewrite repeat_length; lia). apply nth_repeat_lt. lia.
  - replace (S j <=? k) with false by (symmetry; apply Nat.leb_gt; lia).
    rewrite app_nth2 by (rewrite repeat_length; lia).
    rewrite repeat_length. apply nth_repeat_lt. lia.
Qed.

Lemma one_three_length k m : length (one_three_code k m) = k + m + 1.
Proof. unfold one_three_code. simpl. rewrite app_length, !repeat_length. lia. Qed.

Section SatsII.
  Variables (k m : nat) (g : nat -> N).
  Hypothesis Hm : 1 <= m.
  Hypothesis Hg : is_grundy (Octal (one_three_code k m)) g.
  Local Notation t := (k + m).
  Local Notation p := (k + m + k + 1).
  Local Notation B := (one_three_block k m).

  (** From heap [h]: take it whole when [h <= t], or take [j] with [k < j <= t], [j < h]. *)
  Lemma one_three_options h x :
    In x (grundy_options (Octal (one_three_code k m)) g h) <->
    (1 <= h <= t /\ x = 0%N) \/
    (exists i, h <= i + t /\ i + k + 1 <= h /\ 1 <= i /\ x = g i).
  Proof.
    unfold grundy_options. rewrite in_map_iff. cbn [moves]. split.
    - intros [pos [<- Hpos]]. apply in_octal_moves in Hpos as [j [Hj H]].
      rewrite one_three_length in Hj. rewrite one_three_digit in H by exact Hj.
      destruct (j =? 0) eqn:J0; [apply Nat.eqb_eq in J0; subst; cbn in H; lia|].
      apply Nat.eqb_neq in J0.
      destruct (j <=? k) eqn:Jk; [apply Nat.leb_le in Jk | apply Nat.leb_gt in Jk]; cbn in H.
      + destruct H as [(_ & _ & -> & ->)|[(B1 & _)|(B2 & _)]];
          [left; split; [lia | reflexivity] | discriminate | discriminate].
      + destruct H as [(_ & _ & -> & ->)|[(_ & Hjh & ->)|(B2 & _)]];
          [left; split; [lia | reflexivity] | | discriminate].
        right. exists (h - j). repeat split; try lia. simpl. apply N.lxor_0_r.
    - intros [[Hh ->]|[i (H1 & H2 & H3 & ->)]].
      + exists []. split; [reflexivity|]. apply in_octal_moves. exists h.
        rewrite one_three_length, one_three_digit by lia.
        replace (h =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
        split; [lia|]. left. repeat split; [destruct (h <=? k); reflexivity | lia].
      + exists [i]. split; [simpl; apply N.lxor_0_r|]. apply in_octal_moves. exists (h - i).
        rewrite one_three_length, one_three_digit by lia.
        replace (h - i =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
        replace (h - i <=? k) with false by (symmetry; apply Nat.leb_gt; lia).
        split; [lia|]. right. left. split; [reflexivity|]. split; [lia|].
        do 2 f_equal. lia.
  Qed.

  Lemma block_nonzero r : 1 <= r <= t -> B r = (r - 1) / (k + 1) + 1.
  Proof.
    intros Hr. unfold one_three_block.
    replace (r =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
    replace (r <=? t) with true by (symmetry; apply Nat.leb_le; lia). reflexivity.
  Qed.

  Lemma block_zero r : r = 0 \/ t < r -> B r = 0.
  Proof.
    intros Hr. unfold one_three_block.
    destruct (r =? 0) eqn:R; [reflexivity|]. apply Nat.eqb_neq in R.
    replace (r <=? t) with false by (symmetry; apply Nat.leb_gt; lia). reflexivity.
  Qed.

  (** The arithmetic of the block: it rises by one every [k + 1] steps. *)
  Lemma step_up a : (a + (k + 1)) / (k + 1) = a / (k + 1) + 1.
  Proof. replace (a + (k + 1)) with (a + 1 * (k + 1)) by lia. apply Nat.div_add. lia. Qed.

  Lemma lower_values i h : 1 <= i -> i + k + 1 <= h ->
    (i - 1) / (k + 1) + 1 <= (h - 1) / (k + 1).
  Proof. intros H1 H2. rewrite <- step_up. apply Nat.div_le_mono; lia. Qed.

  Lemma higher_values i h : 1 <= h -> h + k + 1 <= i ->
    (h - 1) / (k + 1) + 1 <= (i - 1) / (k + 1).
  Proof. intros H1 H2. rewrite <- step_up. apply Nat.div_le_mono; lia. Qed.

  (** Every value [1 <= x <= (h-1)/(k+1)] is taken at [s = (x-1)(k+1) + 1 <= h - k - 1]. *)
  Lemma value_reached x h : 1 <= x -> x <= (h - 1) / (k + 1) ->
    let s := (x - 1) * (k + 1) + 1 in
    1 <= s /\ s + k + 1 <= h /\ (s - 1) / (k + 1) + 1 = x.
  Proof.
    intros H1 H2. cbv zeta. pose proof (Nat.mul_div_le (h - 1) (k + 1) ltac:(lia)).
    assert (x * (k + 1) <= (k + 1) * ((h - 1) / (k + 1))) by nia.
    split; [nia|]. split; [nia|].
    rewrite Nat.add_sub.
    rewrite Nat.div_mul by lia. lia.
  Qed.

  Lemma first_period r : r < p -> g r = N.of_nat (B r).
  Proof.
    induction r as [r IH] using (well_founded_induction lt_wf). intros Hr.
    rewrite Hg. apply mex_is.
    - intros x Hx. apply one_three_options.
      destruct (Nat.le_gt_cases r t) as [Hrt|Hrt]; [|rewrite block_zero in Hx; lia].
      destruct (Nat.eq_dec r 0) as [->|Hr0]; [rewrite block_zero in Hx; lia|].
      rewrite block_nonzero in Hx by lia.
      destruct (N.eq_dec x 0) as [->|Hx0]; [left; split; [lia | reflexivity]|]. right.
      destruct (value_reached (N.to_nat x) r ltac:(lia) ltac:(lia)) as (Hs1 & Hs2 & Hs3).
      set (s := (N.to_nat x - 1) * (k + 1) + 1) in *.
      exists s. repeat split; try lia. rewrite IH by lia. rewrite block_nonzero by lia. lia.
    - intros Hin. apply one_three_options in Hin as [[Hh Hx]|[i (H1 & H2 & H3 & Hx)]].
      + rewrite block_nonzero in Hx by lia. lia.
      + rewrite IH in Hx by lia. rewrite (block_nonzero i) in Hx by lia.
        destruct (Nat.le_gt_cases r t) as [Hrt|Hrt].
        * rewrite (block_nonzero r) in Hx by lia. pose proof (lower_values i r H3 H2). lia.
        * rewrite block_zero in Hx by lia. lia.
  Qed.

  Lemma periodic_step h : g (h + p) = g h.
  Proof.
    induction h as [h IH] using (well_founded_induction lt_wf).
    (* the options of h + p are the heaps h + k + 1 .. h + t *)
    assert (Hopt : forall x, In x (grundy_options (Octal (one_three_code k m)) g (h + p)) <->
                             exists i, h + k + 1 <= i <= h + t /\ x = g i).
    { intros x. rewrite one_three_options. split.
      - intros [[Hh _]|[i (H1 & H2 & H3 & ->)]]; [lia|]. exists i. split; [lia | reflexivity].
      - intros [i [Hi ->]]. right. exists i. repeat split; lia. }
    destruct (Nat.le_gt_cases h t) as [Hht|Hht].
    - (* one period from h: read the values from the first period *)
      assert (Hval : forall i, h + k + 1 <= i <= h + t ->
                       g i = N.of_nat (if i <? p then B i else B (i - p))).
      { intros i Hi. destruct (i <? p) eqn:Ip.
        - apply Nat.ltb_lt in Ip. apply first_period, Ip.
        - apply Nat.ltb_ge in Ip. replace i with (i - p + p) at 1 by lia.
          rewrite IH by lia. apply first_period. lia. }
      rewrite (Hg (h + p)), first_period by lia. apply mex_is.
      + intros x Hx. apply Hopt.
        destruct (Nat.eq_dec h 0) as [->|Hh0]; [rewrite block_zero in Hx; lia|].
        rewrite block_nonzero in Hx by lia.
        destruct (N.eq_dec x 0) as [->|Hx0].
        * (* a zero: residue t + 1 .. p - 1 of this period, or residue 0 of the next *)
          exists (Nat.max (t + 1) (h + k + 1)). split; [lia|].
          rewrite Hval by lia.
          destruct (Nat.max (t + 1) (h + k + 1) <? p) eqn:Ip.
          -- apply Nat.ltb_lt in Ip. rewrite block_zero by lia. reflexivity.
          -- apply Nat.ltb_ge in Ip. rewrite block_zero by lia. reflexivity.
        * destruct (value_reached (N.to_nat x) h ltac:(lia) ltac:(lia)) as (Hs1 & Hs2 & Hs3).
          set (s := (N.to_nat x - 1) * (k + 1) + 1) in *.
          exists (p + s). split; [lia|]. rewrite Hval by lia.
          replace (p + s <? p) with false by (symmetry; apply Nat.ltb_ge; lia).
          replace (p + s - p) with s by lia. rewrite block_nonzero by lia. lia.
      + intros Hin. apply Hopt in Hin as [i [Hi Hx]]. rewrite Hval in Hx by lia.
        destruct (Nat.eq_dec h 0) as [->|Hh0].
        * rewrite (block_zero 0) in Hx by lia.
          replace (i <? p) with true in Hx by (symmetry; apply Nat.ltb_lt; lia).
          rewrite block_nonzero in Hx by lia. lia.
        * rewrite (block_nonzero h) in Hx by lia.
          destruct (i <? p) eqn:Ip; [apply Nat.ltb_lt in Ip | apply Nat.ltb_ge in Ip].
          -- destruct (Nat.le_gt_cases i t) as [Hit|Hit].
             ++ rewrite block_nonzero in Hx by lia.
                pose proof (higher_values i h ltac:(lia) ltac:(lia)). lia.
             ++ rewrite block_zero in Hx by lia. lia.
          -- destruct (Nat.eq_dec (i - p) 0) as [E|E].
             ++ rewrite E, block_zero in Hx by lia. lia.
             ++ rewrite block_nonzero in Hx by lia.
                pose proof (lower_values (i - p) h ltac:(lia) ltac:(lia)). lia.
    - (* past t the options of h + p are those of h moved by one period *)
      rewrite (Hg (h + p)), (Hg h). apply mex_ext. intros x. rewrite Hopt, one_three_options.
      split.
      + intros [i [Hi ->]]. right. exists (i - p). repeat split; try lia.
        replace i with (i - p + p) at 1 by lia. apply IH. lia.
      + intros [[Hh _]|[i (H1 & H2 & H3 & ->)]]; [lia|]. exists (i + p). split; [lia|].
        symmetry. apply IH. lia.
  Qed.

  (** Sats II in closed form: period [p = t + k + 1] from 0, minimal, with the block [B]. *)
  Theorem one_three_period :
    minimal_period g 0 p /\ forall r, r < p -> g r = N.of_nat (one_three_block k m r).
  Proof.
    split; [|exact first_period].
    apply minimal_from_checks; [lia | intros h _; apply periodic_step | | lia].
    intros q Hq [c Hc]. exists 0. split; [lia|].
    (* a proper divisor of p is at most p / 2 <= t, where the block is not 0 *)
    assert (Hqt : q <= t) by (destruct c as [|[|c]]; nia).
    rewrite !first_period by lia. rewrite block_nonzero by lia. rewrite block_zero by lia.
    lia.
  Qed.
End SatsII.

(** Sats I is the case [k = n - 1], [m = 1]: the same code, period [2n]. *)
Lemma sats_one_is_one_three n : 1 <= n -> sats_one_code n = one_three_code (n - 1) 1.
Proof. intros Hn. reflexivity. Qed.
