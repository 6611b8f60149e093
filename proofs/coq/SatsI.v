(** * Sats I of the Swedish octal report (proofs/sats-i.md).

    The code [C_n = .1...13] with [n] digits (the last 3, the others 1) has, for every
    [n >= 1], Grundy values purely periodic with period [2n]: one period is 0, then [n] ones,
    then [n - 1] zeros; and [(0, 2n)] is its period in the sense of ARCHITECTURE.md. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Minimality.

(** [d0 = 0], [d1 .. d(n-1) = 1], [dn = 3]. *)
Definition sats_one_code (n : nat) : list nat := 0 :: repeat 1 (n - 1) ++ [3].

Definition sats_one_block (n r : nat) : N :=
  if r =? 0 then 0%N else if r <=? n then 1%N else 0%N.

Lemma sats_one_digit n k :
  1 <= n -> k < n + 1 ->
  nth k (sats_one_code n) 0 = if k =? 0 then 0 else if k <? n then 1 else 3.
Proof.
  intros Hn Hk. unfold sats_one_code. destruct k as [|k]; [reflexivity|]. simpl.
  destruct (S k <? n) eqn:E.
  - apply Nat.ltb_lt in E. rewrite app_nth1 by (rewrite repeat_length; lia).
    rewrite nth_indep with (d' := 1) by (rewrite repeat_length; lia). apply nth_repeat.
  - apply Nat.ltb_ge in E. rewrite app_nth2 by (rewrite repeat_length; lia).
    rewrite repeat_length. replace (k - (n - 1)) with 0 by lia. reflexivity.
Qed.

Lemma sats_one_length n : 1 <= n -> length (sats_one_code n) = n + 1.
Proof.
  intros Hn. unfold sats_one_code. simpl. rewrite app_length, repeat_length. simpl. lia.
Qed.

(** Every heap [h >= 1] has exactly one option: heap 0 when [h <= n], else heap [h - n]. *)
Lemma sats_one_moves n h pos :
  1 <= n ->
  In pos (moves (Octal (sats_one_code n)) h) <->
  (1 <= h <= n /\ pos = []) \/ (n < h /\ pos = [h - n]).
Proof.
  intros Hn. cbn [moves]. rewrite in_octal_moves, sats_one_length by exact Hn. split.
  - intros [k [Hk H]]. rewrite sats_one_digit in H by assumption.
    destruct (k =? 0) eqn:K0; [apply Nat.eqb_eq in K0; subst; cbn in H; lia|].
    apply Nat.eqb_neq in K0.
    destruct (k <? n) eqn:K; [apply Nat.ltb_lt in K | apply Nat.ltb_ge in K]; cbn in H.
    + destruct H as [(_ & _ & -> & ->)|[(B & _)|(B & _)]]; [left; split; [lia|reflexivity]
        | discriminate | discriminate].
    + destruct H as [(_ & _ & -> & ->)|[(_ & Hkh & ->)|(B & _)]]; [left; split; [lia|reflexivity]
        | right; split; [lia|] | discriminate].
      replace k with n by lia. reflexivity.
  - intros [[Hh ->]|[Hh ->]].
    + exists h. split; [lia|]. rewrite sats_one_digit by lia.
      replace (h =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
      left. repeat split; [destruct (h <? n); reflexivity | lia].
    + exists n. split; [lia|]. rewrite sats_one_digit by lia.
      replace (n =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
      rewrite Nat.ltb_irrefl. right. left. split; [reflexivity | split; [lia | reflexivity]].
Qed.

Lemma mex_of_one l y : (forall x, In x l <-> x = y) -> mex l = if (y =? 0)%N then 1%N else 0%N.
Proof.
  intros H. rewrite (mex_ext l [y]) by (intros x; rewrite H; simpl; intuition).
  unfold mex. destruct y as [|y]; reflexivity.
Qed.

Lemma mex_of_none l : (forall x, ~ In x l) -> mex l = 0%N.
Proof.
  intros H. rewrite (mex_ext l []) by (intros x; split; [apply H | simpl; tauto]). reflexivity.
Qed.

Section SatsI.
  Variables (n : nat) (g : nat -> N).
  Hypothesis Hn : 1 <= n.
  Hypothesis Hg : is_grundy (Octal (sats_one_code n)) g.

  Let flip (x : N) : N := if (x =? 0)%N then 1%N else 0%N.

  Lemma sats_one_step h :
    g h = if h =? 0 then 0%N else if h <=? n then 1%N else flip (g (h - n)).
  Proof.
    rewrite Hg. unfold grundy_options.
    destruct (h =? 0) eqn:H0; [|destruct (h <=? n) eqn:Hle].
    - apply Nat.eqb_eq in H0. subst. apply mex_of_none. intros x Hx.
      apply in_map_iff in Hx as [pos [_ Hpos]].
      apply (proj1 (sats_one_moves n _ _ Hn)) in Hpos; lia.
    - apply Nat.eqb_neq in H0. apply Nat.leb_le in Hle. apply (mex_of_one _ 0%N). intros x.
      rewrite in_map_iff. split.
      + intros [pos [<- Hpos]]. apply (proj1 (sats_one_moves n _ _ Hn)) in Hpos as [[_ ->]|[Hh _]];
          [reflexivity | lia].
      + intros ->. exists []. split; [reflexivity|].
        apply (sats_one_moves n _ _ Hn). left. split; [lia | reflexivity].
    - apply Nat.leb_gt in Hle. apply mex_of_one. intros x. rewrite in_map_iff. split.
      + intros [pos [<- Hpos]].
        apply (proj1 (sats_one_moves n _ _ Hn)) in Hpos as [[Hh _]|[_ ->]]; [lia|].
        simpl. apply N.lxor_0_r.
      + intros ->. exists [h - n]. split; [simpl; apply N.lxor_0_r|].
        apply (sats_one_moves n _ _ Hn). right. split; [lia | reflexivity].
  Qed.

  Lemma sats_one_binary h : 1 <= h -> g h = 0%N \/ g h = 1%N.
  Proof.
    intros Hh. rewrite sats_one_step. unfold flip.
    destruct (h =? 0), (h <=? n), (g (h - n) =? 0)%N; auto.
  Qed.

  Theorem sats_one_block_values r : r < 2 * n -> g r = sats_one_block n r.
  Proof.
    intros Hr. unfold sats_one_block. rewrite sats_one_step.
    destruct (r =? 0) eqn:R0; [reflexivity|]. apply Nat.eqb_neq in R0.
    destruct (r <=? n) eqn:Rn; [reflexivity|]. apply Nat.leb_gt in Rn.
    rewrite sats_one_step.
    replace (r - n =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
    replace (r - n <=? n) with true by (symmetry; apply Nat.leb_le; lia). reflexivity.
  Qed.

  Theorem sats_one_periodic : periodic_from g 0 (2 * n).
  Proof.
    intros h _. destruct (Nat.eq_dec h 0) as [->|Hh].
    - rewrite sats_one_step, (sats_one_step 0).
      replace (0 + 2 * n =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
      replace (0 + 2 * n <=? n) with false by (symmetry; apply Nat.leb_gt; lia).
      replace (0 + 2 * n - n) with n by lia. rewrite sats_one_step.
      replace (n =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
      rewrite Nat.leb_refl. reflexivity.
    - rewrite sats_one_step.
      replace (h + 2 * n =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
      replace (h + 2 * n <=? n) with false by (symmetry; apply Nat.leb_gt; lia).
      replace (h + 2 * n - n) with (h + n) by lia. rewrite (sats_one_step (h + n)).
      replace (h + n =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
      replace (h + n <=? n) with false by (symmetry; apply Nat.leb_gt; lia).
      replace (h + n - n) with h by lia. unfold flip.
      destruct (sats_one_binary h ltac:(lia)) as [-> | ->]; reflexivity.
  Qed.

  (** Sats I: period [2n] from 0, minimal; block 0, [n] ones, [n - 1] zeros. *)
  Theorem sats_one :
    minimal_period g 0 (2 * n) /\ forall r, r < 2 * n -> g r = sats_one_block n r.
  Proof.
    split; [|exact sats_one_block_values].
    apply minimal_from_checks; [lia | exact sats_one_periodic | | lia].
    intros q Hq [c Hc]. exists 0. split; [lia|].
    (* a proper divisor of 2n is at most n, and g(q) = 1 there while g(0) = 0 *)
    assert (Hqn : q <= n) by (destruct c as [|[|c]]; nia).
    rewrite !sats_one_block_values by lia. unfold sats_one_block.
    replace (0 + q =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
    replace (0 + q <=? n) with true by (symmetry; apply Nat.leb_le; lia). simpl. discriminate.
  Qed.
End SatsI.
