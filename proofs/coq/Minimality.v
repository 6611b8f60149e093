(** * When a proven period is the smallest, and its preperiod too
    (proofs/window-repetition.md, "The minimal (mu, p) from any proven repetition").

    If [v] has period [p] from [mu], no proper divisor [q] of [p] has [v(n+q) = v(n)] on one
    period [mu <= n < mu + p], and [v(mu-1+p) <> v(mu-1)] when [mu > 0], then [(mu, p)] is the
    pair of ARCHITECTURE.md: the smallest eventual period, then the smallest preperiod for it. *)
From Coq Require Import List Arith Lia.
From Nimlab Require Import Games.

Section Minimality.
  Context {A : Type} (v : nat -> A).

  Lemma periodic_later a b p : a <= b -> periodic_from v a p -> periodic_from v b p.
  Proof. intros Hab H n Hn. apply H. lia. Qed.

  Lemma periodic_multiple mu p : periodic_from v mu p ->
    forall j n, mu <= n -> v (n + j * p) = v n.
  Proof.
    intros H j. induction j as [|j IH]; intros n Hn; simpl.
    - f_equal. lia.
    - replace (n + (p + j * p)) with (n + j * p + p) by lia. rewrite H by lia. apply IH, Hn.
  Qed.

  (** Periods from a common start are closed under subtraction, hence under gcd. *)
  Lemma periodic_gcd a : forall s p q, p + q <= s ->
    periodic_from v a p -> periodic_from v a q -> periodic_from v a (Nat.gcd p q).
  Proof.
    induction s as [|s IH]; intros p q Hs Hp Hq.
    - replace p with 0 by lia. simpl. exact Hq.
    - destruct p as [|p']; [simpl; exact Hq|].
      destruct q as [|q']; [rewrite Nat.gcd_0_r; exact Hp|].
      destruct (Nat.le_gt_cases (S p') (S q')) as [Hle|Hgt].
      + rewrite <- Nat.gcd_sub_diag_r by exact Hle.
        apply (IH (S p') (S q' - S p')); [lia|exact Hp|].
        intros n Hn. rewrite <- (Hq n Hn). rewrite <- (Hp (n + (S q' - S p'))) by lia.
        f_equal. lia.
      + rewrite Nat.gcd_comm. rewrite <- Nat.gcd_sub_diag_r by lia.
        apply (IH (S q') (S p' - S q')); [lia|exact Hq|].
        intros n Hn. rewrite <- (Hp n Hn). rewrite <- (Hq (n + (S p' - S q'))) by lia.
        f_equal. lia.
  Qed.

  Theorem minimal_from_checks mu p :
    1 <= p -> periodic_from v mu p ->
    (forall q, 1 <= q < p -> Nat.divide q p ->
       exists n, mu <= n < mu + p /\ v (n + q) <> v n) ->
    (0 < mu -> v (mu - 1 + p) <> v (mu - 1)) ->
    minimal_period v mu p.
  Proof.
    intros Hp Hper Hdiv Hmu. repeat split; [exact Hp | exact Hper | |].
    - intros q a Hq Hqa. set (d := Nat.gcd p q).
      assert (Hd : periodic_from v (Nat.max mu a) d).
      { apply (periodic_gcd _ (p + q)); [lia | |];
          (eapply periodic_later; [|eassumption]); lia. }
      assert (Hdp : Nat.divide d p) by apply Nat.gcd_divide_l.
      assert (Hdq : Nat.divide d q) by apply Nat.gcd_divide_r.
      assert (Hd1 : 1 <= d).
      { destruct d eqn:E; [|lia]. apply Nat.gcd_eq_0 in E. lia. }
      pose proof (Nat.divide_pos_le d p ltac:(lia) Hdp).
      pose proof (Nat.divide_pos_le d q ltac:(lia) Hdq).
      destruct (Nat.eq_dec d p) as [Heq|Hne]; [lia|].
      exfalso. destruct (Hdiv d ltac:(lia) Hdp) as [n [Hn Hneq]]. apply Hneq.
      (* walk n forward by whole periods p, beyond where d is a period *)
      set (A0 := Nat.max mu a).
      rewrite <- (periodic_multiple mu p Hper A0 n) by lia.
      rewrite <- (periodic_multiple mu p Hper A0 (n + d)) by lia.
      replace (n + d + A0 * p) with (n + A0 * p + d) by lia.
      apply Hd. nia.
    - intros a Ha. destruct (Nat.le_gt_cases mu a) as [|Hlt]; [assumption|].
      exfalso. apply (Hmu ltac:(lia)). replace (mu - 1 + p) with (mu - 1 + p) by lia.
      apply (Ha (mu - 1)). lia.
  Qed.
End Minimality.
