(** * Arithmetic periods, and the check that turns a proven regularity into the minimal one
    (proofs/certificate-format.md, "Version 3", "From the instance to the claim").

    Nothing here depends on a game: [check_arith_claim_sound] takes the regularity that a
    theorem's instance proves as a hypothesis, so every version-3 proof can use it. *)
From Coq Require Import List Arith Lia NArith ZArith Bool.
From Nimlab Require Import Games Minimality.
Import ListNotations.

(** [v(n + q) = v(n) + s] for every [n >= mu]; [s = 0] is a plain period. *)
Definition arith_regular (v : nat -> N) (mu q : nat) (s : N) : Prop :=
  forall n, mu <= n -> v (n + q) = (v n + s)%N.

(** The smallest [q >= 1] among all eventual regularities, whatever their saltus, then the
    smallest [mu] for it (the saltus of [q] is then determined, [saltus_unique]). *)
Definition minimal_arith_period (v : nat -> N) (mu q : nat) (s : N) : Prop :=
  1 <= q /\ arith_regular v mu q s /\
  (forall q' a s', 1 <= q' -> arith_regular v a q' s' -> q <= q') /\
  (forall a s', arith_regular v a q s' -> mu <= a).

(** ** The check *)

Definition at_ (vals : list N) (n : nat) : N := nth n vals 0%N.

(** [r] is prime: at least 2 and no divisor in [2 .. r-1]. *)
Definition prime_b (r : nat) : bool :=
  (2 <=? r) && forallb (fun t => negb (r mod t =? 0)) (seq 2 (r - 2)).

(** The differences [v(n + d) - v(n)] are all equal for [mu <= n < mu + q] (compared crosswise,
    since the values are natural numbers and the differences may be negative). *)
Definition lag_constant (vals : list N) (mu q d : nat) : bool :=
  forallb (fun n => N.eqb (at_ vals (n + d) + at_ vals mu) (at_ vals n + at_ vals (mu + d)))
    (seq mu q).

(** The four steps, given the instance [(R, P, S)], and the lengths they read. *)
Definition check_arith_claim (vals : list N) (mu q : nat) (s : N) (R P : nat) (S : N) : bool :=
  let L := length vals in
  let E := Nat.max mu R + P in
  (1 <=? q) && (1 <=? P) && (E + q <=? L) && (mu + 2 * q <=? L) &&
  (* 1 *)
  (P mod q =? 0) && N.eqb (s * N.of_nat P) (S * N.of_nat q) &&
  (* 2 *)
  forallb (fun n => N.eqb (at_ vals (n + q)) (at_ vals n + s)) (seq mu (E - mu)) &&
  (* 3 *)
  forallb (fun r => orb (negb ((q mod r =? 0) && prime_b r))
                        (negb (lag_constant vals mu q (q / r))))
    (seq 2 (q - 1)) &&
  (* 4 *)
  match mu with
  | 0 => true
  | S m => negb (N.eqb (at_ vals (m + q)) (at_ vals m + s))
  end.

(** ** Regularities *)

Lemma saltus_unique v a b q s s' :
  arith_regular v a q s -> arith_regular v b q s' -> s = s'.
Proof.
  intros H H'. specialize (H (Nat.max a b) ltac:(lia)). specialize (H' (Nat.max a b) ltac:(lia)).
  rewrite H in H'. lia.
Qed.

Lemma arith_multiple v mu q s : arith_regular v mu q s ->
  forall j n, mu <= n -> v (n + j * q) = (v n + N.of_nat j * s)%N.
Proof.
  intros H j. induction j as [|j IH]; intros n Hn.
  - replace (n + 0 * q) with n by lia. lia.
  - replace (n + S j * q) with (n + j * q + q) by lia. rewrite H by lia. rewrite IH by lia.
    rewrite Nat2N.inj_succ. lia.
Qed.

(** Step 2 on one period of the instance from [max(mu, R)], with the instance, gives the
    claim from [mu] on: a later heap is an earlier one plus whole periods [P]. *)
Lemma arith_from_window v mu q s R P S :
  1 <= P -> arith_regular v R P S ->
  (forall n, mu <= n < Nat.max mu R + P -> v (n + q) = (v n + s)%N) ->
  arith_regular v mu q s.
Proof.
  intros HP HI Hw n. induction n as [n IH] using (well_founded_induction lt_wf). intros Hn.
  destruct (Nat.lt_ge_cases n (Nat.max mu R + P)) as [Hlt|Hge]; [apply Hw; lia|].
  assert (Hn' : n = n - P + P) by lia.
  rewrite Hn'. replace (n - P + P + q) with (n - P + q + P) by lia.
  rewrite !HI by lia. rewrite IH by lia. lia.
Qed.

(** ** Minimality of the period *)

Definition delta (v : nat -> N) (n : nat) : Z := (Z.of_N (v (S n)) - Z.of_N (v n))%Z.

Lemma delta_periodic v a q s : arith_regular v a q s -> periodic_from (delta v) a q.
Proof.
  intros H n Hn. unfold delta. replace (S (n + q)) with (S n + q) by lia.
  rewrite !H by lia. lia.
Qed.

(** When the first differences repeat with [e] from [A], the differences at lag [e] are
    constant from [A]. *)
Lemma lag_from_delta v A e : periodic_from (delta v) A e ->
  forall k, (Z.of_N (v (A + k + e)%nat) - Z.of_N (v (A + k)%nat) =
             Z.of_N (v (A + e)%nat) - Z.of_N (v A))%Z.
Proof.
  intros H k. induction k as [|k IH]; [rewrite Nat.add_0_r; lia|].
  pose proof (H (A + k) ltac:(lia)) as Hd. unfold delta in Hd.
  replace (S (A + k + e)) with (A + S k + e) in Hd by lia.
  replace (S (A + k)) with (A + S k) in Hd by lia. lia.
Qed.

Lemma prime_b_spec r : prime_b r = true <->
  2 <= r /\ forall t, 2 <= t < r -> r mod t <> 0.
Proof.
  unfold prime_b. rewrite andb_true_iff, Nat.leb_le, forallb_forall. split.
  - intros [H2 H] . split; [exact H2|]. intros t Ht. specialize (H t ltac:(apply in_seq; lia)).
    apply negb_true_iff, Nat.eqb_neq in H. exact H.
  - intros [H2 H]. split; [exact H2|]. intros t Ht. apply in_seq in Ht.
    apply negb_true_iff, Nat.eqb_neq. apply H. lia.
Qed.

Lemma prime_divisor k : 2 <= k -> exists r, prime_b r = true /\ Nat.divide r k.
Proof.
  induction k as [k IH] using (well_founded_induction lt_wf). intros Hk.
  destruct (prime_b k) eqn:Hp; [exists k; split; [exact Hp | apply Nat.divide_refl]|].
  assert (Hex : exists t, 2 <= t < k /\ k mod t = 0).
  { destruct (existsb (fun t => k mod t =? 0) (seq 2 (k - 2))) eqn:E.
    - apply existsb_exists in E as [t [Ht E]]. apply in_seq in Ht. apply Nat.eqb_eq in E.
      exists t. split; [lia | exact E].
    - exfalso. assert (prime_b k = true); [|congruence].
      apply prime_b_spec. split; [exact Hk|]. intros t Ht Hm.
      assert (existsb (fun t => k mod t =? 0) (seq 2 (k - 2)) = true); [|congruence].
      apply existsb_exists. exists t. split; [apply in_seq; lia | apply Nat.eqb_eq, Hm]. }
  destruct Hex as [t [Ht Hm]]. destruct (IH t ltac:(lia) ltac:(lia)) as [r [Hr Hrt]].
  exists r. split; [exact Hr|]. apply (Nat.divide_trans _ t); [exact Hrt|].
  apply Nat.mod_divide; [lia | exact Hm].
Qed.

(** ** Soundness *)

Section Sound.
  Variables (vals : list N) (v : nat -> N).
  Hypothesis prefix : forall n, n < length vals -> at_ vals n = v n.

  Lemma lag_constant_spec mu q d : mu + q + d <= length vals ->
    lag_constant vals mu q d = true ->
    forall n, mu <= n < mu + q -> (v (n + d) + v mu = v n + v (mu + d))%N.
  Proof.
    intros HL H n Hn. unfold lag_constant in H. rewrite forallb_forall in H.
    specialize (H n ltac:(apply in_seq; lia)). apply N.eqb_eq in H.
    rewrite !prefix in H by lia. exact H.
  Qed.

  Theorem check_arith_claim_sound mu q s R P S :
    arith_regular v R P S ->
    check_arith_claim vals mu q s R P S = true ->
    minimal_arith_period v mu q s.
  Proof.
    intros HI Hc. unfold check_arith_claim in Hc. cbv zeta in Hc.
    repeat rewrite andb_true_iff in Hc.
    destruct Hc as [[[[[[[[Hq1 HP1] HLE] HLq] _] _] H2] H3] H4].
    apply Nat.leb_le in Hq1, HP1, HLE, HLq.
    assert (Hreg : arith_regular v mu q s).
    { apply (arith_from_window v mu q s R P S HP1 HI). intros n Hn.
      rewrite forallb_forall in H2. specialize (H2 n ltac:(apply in_seq; lia)).
      apply N.eqb_eq in H2. rewrite !prefix in H2 by lia. exact H2. }
    split; [exact Hq1|]. split; [exact Hreg|]. split.
    - intros q' a s' Hq' Ha.
      set (A := Nat.max mu a). set (d := Nat.gcd q q').
      assert (Hd : periodic_from (delta v) A d).
      { apply (periodic_gcd (delta v) A (q + q')); [lia | |].
        - apply (periodic_later (delta v) mu); [lia|]. apply (delta_periodic v mu q s Hreg).
        - apply (periodic_later (delta v) a); [lia|]. apply (delta_periodic v a q' s' Ha). }
      assert (Hdq : Nat.divide d q) by apply Nat.gcd_divide_l.
      assert (Hdq' : Nat.divide d q') by apply Nat.gcd_divide_r.
      assert (Hd1 : 1 <= d).
      { destruct d eqn:E; [|lia]. apply Nat.gcd_eq_0 in E. lia. }
      destruct (Nat.eq_dec d q) as [Heq|Hne].
      + rewrite <- Heq. apply Nat.divide_pos_le; [lia | exact Hdq'].
      + exfalso. destruct Hdq as [k Hk].
        assert (Hk2 : 2 <= k) by (destruct k as [|[|k]]; nia).
        destruct (prime_divisor k Hk2) as [r [Hr [j Hj]]].
        pose proof (proj1 (prime_b_spec r) Hr) as [Hr2 _].
        assert (Hqr : q / r = j * d).
        { rewrite Hk, Hj. replace (j * r * d) with (j * d * r) by lia.
          apply Nat.div_mul. lia. }
        assert (Hmod : q mod r = 0).
        { rewrite Hk, Hj. replace (j * r * d) with (j * d * r) by lia. apply Nat.mod_mul. lia. }
        assert (Hle : q / r <= q) by (apply Nat.div_le_upper_bound; nia).
        assert (Hrk : r <= k) by (apply Nat.divide_pos_le; [lia | exists j; lia]).
        assert (Hrq : r <= q) by nia.
        rewrite forallb_forall in H3. specialize (H3 r ltac:(apply in_seq; lia)).
        rewrite Hmod, Hr in H3. simpl in H3. apply negb_true_iff in H3.
        assert (Hlag : lag_constant vals mu q (q / r) = true); [|congruence].
        (* the lag q/r, a multiple of d, has constant differences from A; carry them back *)
        assert (He : periodic_from (delta v) A (q / r)).
        { rewrite Hqr. intros n Hn. apply (periodic_multiple (delta v) A d Hd j n Hn). }
        unfold lag_constant. apply forallb_forall. intros n Hn. apply in_seq in Hn.
        apply N.eqb_eq. rewrite !prefix by nia.
        pose proof (lag_from_delta v A (q / r) He (n + A * q - A)) as Hn'.
        pose proof (lag_from_delta v A (q / r) He (mu + A * q - A)) as Hm'.
        replace (A + (n + A * q - A)) with (n + A * q) in Hn' by nia.
        replace (A + (mu + A * q - A)) with (mu + A * q) in Hm' by nia.
        replace (n + A * q + q / r) with (n + q / r + A * q) in Hn' by lia.
        replace (mu + A * q + q / r) with (mu + q / r + A * q) in Hm' by lia.
        rewrite !(arith_multiple v mu q s Hreg) in Hn', Hm' by lia. lia.
    - intros a s' Ha. destruct (Nat.le_gt_cases mu a) as [|Hlt]; [assumption|].
      exfalso. rewrite <- (saltus_unique v mu a q s s' Hreg Ha) in Ha.
      destruct mu as [|m]; [lia|]. apply negb_true_iff, N.eqb_neq in H4. apply H4.
      rewrite !prefix by lia. apply Ha. lia.
  Qed.
End Sound.
