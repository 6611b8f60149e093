(** * The verified certificate checker and its soundness.

    [check] takes a certificate's content (rule, claimed values, preperiod, period, proof) and
    returns [Accept] or [Reject reason]. It recomputes every listed value from the rule
    ([Recompute.v]), checks the bound of the stated proof, the period on the listed values and
    the minimality of both numbers, exactly as proofs/certificate-format.md specifies.

    Soundness ([check_sound_grundy], [check_sound_outcome]): if [check] accepts, then for the
    true value function of the rule (which exists: [grundy_exists], [outcome_exists]) the
    listed values are its first values and the claimed [(mu, p)] is its period in the sense of
    ARCHITECTURE.md: [p] is the smallest eventual period and [mu] the smallest preperiod for it. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Window OctalBound Minimality Recompute.

Inductive proof_kind : Type := WindowProof | OctalTheoremProof.

Inductive claimed : Type :=
| GrundyValues (vs : list N)
| OutcomeValues (c : convention) (os : list outcome).

Record certificate : Type := {
  cert_rule : rule;
  cert_values : claimed;
  cert_mu : nat;
  cert_p : nat;
  cert_proof : proof_kind
}.

Inductive reason : Type :=
| InvalidRule                 (* an empty subtraction set, or one containing 0 *)
| PeriodZero
| ValueDiffers (n : nat)      (* the listed v(n) is not the recomputed one *)
| OutcomesOfSplittingCode     (* no proof applies to them *)
| BeyondListed                (* mu or p exceeds the number of listed values *)
| WindowNeedsFiniteMemory
| OctalTheoremNeedsOctalGrundy
| TooFewValues (needed : nat)
| PeriodFails (n : nat)       (* v(n + p) <> v(n) *)
| SmallerPeriod (q : nat)
| SmallerPreperiod.

Inductive verdict : Type := Accept | Reject (why : reason).

Definition rule_ok (r : rule) : bool :=
  match r with
  | Subtract s => negb (match s with [] => true | _ => false end) && forallb (fun x => 0 <? x) s
  | Octal _ => true
  end.

Lemma rule_ok_valid r : rule_ok r = true -> valid_rule r.
Proof.
  destruct r as [s|ds]; simpl; [|trivial]. intros H. apply andb_true_iff in H as [H1 H2].
  split; [destruct s; simpl in H1; congruence|].
  intros x Hx. rewrite forallb_forall in H2. apply Nat.ltb_lt, H2, Hx.
Qed.

(** The number of values the stated proof needs (proofs/certificate-format.md, "Bounds"). *)
Definition proof_bound (r : rule) (grundy : bool) (pf : proof_kind) (mu p : nat) : option nat :=
  match pf with
  | WindowProof =>
      if splits r then None
      else Some (Nat.max mu (snd (memory r)) + fst (memory r) + p)
  | OctalTheoremProof =>
      match r with
      | Octal ds => if grundy then Some (2 * Nat.max mu 1 + 2 * p + octal_t ds - 1) else None
      | Subtract _ => None
      end
  end.

(** [length], counted with an accumulator: the extracted code must not nest one call per value. *)
Fixpoint count_from {A} (l : list A) (acc : nat) : nat :=
  match l with
  | [] => acc
  | _ :: l' => count_from l' (S acc)
  end.

Lemma count_from_length {A} (l : list A) acc : count_from l acc = acc + length l.
Proof. revert acc. induction l as [|x l IH]; intros acc; simpl; [lia | rewrite IH; lia]. Qed.

Fixpoint first_mismatch {A} (eqb : A -> A -> bool) (xs ys : list A) (i : nat) : option nat :=
  match xs, ys with
  | x :: xs', y :: ys' => if eqb x y then first_mismatch eqb xs' ys' (S i) else Some i
  | _, _ => None
  end.

(** [v(n + q) = v(n)] for [mu <= n < mu + p], read from the listed values. *)
Definition holds_on {A} (eqb : A -> A -> bool) (w : list A) (mu q p : nat) : bool :=
  match first_mismatch eqb (firstn p (skipn (mu + q) w)) (firstn p (skipn mu w)) mu with
  | None => true
  | Some _ => false
  end.

(** Period on the listed values, then minimality of [p] and of [mu]; [smaller tt] is the first
    [q] of [1 .. p - 1] that divides [p] and is a period on the listed values from [mu], if any
    (asked for only once the period holds; [FastListed.v] finds it on machine integers). *)
Definition check_period_from {A} (eqb : A -> A -> bool) (d : A) (w : list A) (mu p bound : nat)
    (smaller : unit -> option nat) : verdict :=
  if count_from w 0 <? bound then Reject (TooFewValues bound) else
  match first_mismatch eqb (skipn (mu + p) w) (skipn mu w) mu with
  | Some n => Reject (PeriodFails n)
  | None =>
      match smaller tt with
      | Some q => Reject (SmallerPeriod q)
      | None =>
          if (0 <? mu) && eqb (nth (mu - 1 + p) w d) (nth (mu - 1) w d)
          then Reject SmallerPreperiod else Accept
      end
  end.

Definition check_period {A} (eqb : A -> A -> bool) (d : A) (w : list A) (mu p bound : nat)
    : verdict :=
  check_period_from eqb d w mu p bound
    (fun _ => find (fun q => (p mod q =? 0) && holds_on eqb w mu q p) (seq 1 (p - 1))).

(** The bound of the proof ([bound], from [proof_bound]), then [period] over as many values as
    it and the period need. *)
Definition finish_from {A} (w : list A) (bound : option nat) (pf : proof_kind) (mu p : nat)
    (period : nat -> verdict) : verdict :=
  if (count_from w 0 <? mu) || (count_from w 0 <? p) then Reject BeyondListed else
  match bound with
  | None =>
      Reject (match pf with
              | WindowProof => WindowNeedsFiniteMemory
              | OctalTheoremProof => OctalTheoremNeedsOctalGrundy
              end)
  | Some b => period (Nat.max b (mu + 2 * p))
  end.

Definition finish {A} (eqb : A -> A -> bool) (d : A) (w : list A) (r : rule) (grundy : bool)
    (pf : proof_kind) (mu p : nat) : verdict :=
  finish_from w (proof_bound r grundy pf mu p) pf mu p (check_period eqb d w mu p).

Definition check (cert : certificate) : verdict :=
  let r := cert_rule cert in
  let mu := cert_mu cert in
  let p := cert_p cert in
  if negb (rule_ok r) then Reject InvalidRule else
  if p =? 0 then Reject PeriodZero else
  match cert_values cert with
  | GrundyValues vs =>
      match verify_values N.eqb (grundy_next r vs) [] 0 vs with
      | Some n => Reject (ValueDiffers n)
      | None => finish N.eqb 0%N vs r true (cert_proof cert) mu p
      end
  | OutcomeValues c os =>
      if splits r then Reject OutcomesOfSplittingCode else
      match verify_values outcome_eqb (outcome_next r c) [] 0 os with
      | Some n => Reject (ValueDiffers n)
      | None => finish outcome_eqb (terminal c) os r false (cert_proof cert) mu p
      end
  end.

(** ** Soundness *)

Lemma first_mismatch_none {A} eqb (xs ys : list A) i d :
  first_mismatch eqb xs ys i = None ->
  forall j, j < length xs -> j < length ys -> eqb (nth j xs d) (nth j ys d) = true.
Proof.
  revert ys i. induction xs as [|x xs IH]; intros ys i H j Hx Hy; simpl in *; [lia|].
  destruct ys as [|y ys]; simpl in *; [lia|].
  destruct (eqb x y) eqn:E; [|discriminate].
  destruct j as [|j]; [exact E|]. apply (IH ys (S i)); [exact H | lia | lia].
Qed.

Lemma first_mismatch_some {A} eqb (xs ys : list A) i n d :
  first_mismatch eqb xs ys i = Some n ->
  i <= n /\ n - i < length xs /\ n - i < length ys /\
  eqb (nth (n - i) xs d) (nth (n - i) ys d) = false.
Proof.
  revert ys i. induction xs as [|x xs IH]; intros ys i H; simpl in *; [discriminate|].
  destruct ys as [|y ys]; simpl in *; [discriminate|].
  destruct (eqb x y) eqn:E.
  - destruct (IH ys (S i) H) as (H1 & H2 & H3 & H4).
    replace (n - i) with (S (n - S i)) by lia. simpl. repeat split; auto; lia.
  - injection H as <-. replace (i - i) with 0 by lia. simpl. repeat split; auto; lia.
Qed.

Section Sound.
  Context {A : Type} (eqb : A -> A -> bool) (d : A) (v : nat -> A).
  Hypothesis eqb_eq : forall x y, eqb x y = true <-> x = y.

  Lemma check_period_sound w mu p bound :
    1 <= p -> mu + 2 * p <= bound ->
    (forall n, n < length w -> nth n w d = v n) ->
    (bound <= length w -> (forall n, mu <= n -> n + p < length w -> v (n + p) = v n) ->
       periodic_from v mu p) ->
    check_period eqb d w mu p bound = Accept ->
    minimal_period v mu p.
  Proof.
    intros Hp Hb Hw Hproof. unfold check_period, check_period_from. rewrite count_from_length.
    destruct (0 + length w <? bound) eqn:HL; [discriminate|]. apply Nat.ltb_ge in HL.
    destruct (first_mismatch eqb (skipn (mu + p) w) (skipn mu w) mu) as [n|] eqn:Hper;
      [discriminate|].
    assert (Hperiodic : periodic_from v mu p).
    { apply Hproof; [exact HL|]. intros n Hn HnL.
      pose proof (first_mismatch_none eqb _ _ _ d Hper (n - mu)) as E.
      rewrite !skipn_length, !nth_skipn in E. apply eqb_eq in E; [|lia|lia].
      rewrite <- !Hw by lia. replace (n + p) with (mu + p + (n - mu)) by lia.
      replace n with (mu + (n - mu)) at 2 by lia. exact E. }
    destruct (find _ (seq 1 (p - 1))) as [q|] eqn:Hfind; [discriminate|].
    intros Hlast. apply minimal_from_checks; [exact Hp | exact Hperiodic | |].
    - intros q Hq Hdiv. pose proof (find_none _ _ Hfind q) as Hq'.
      rewrite in_seq in Hq'. specialize (Hq' ltac:(lia)).
      apply Nat.mod_divide in Hdiv; [|lia]. rewrite Hdiv in Hq'. simpl in Hq'.
      unfold holds_on in Hq'.
      destruct (first_mismatch eqb (firstn p (skipn (mu + q) w)) (firstn p (skipn mu w)) mu)
        as [n|] eqn:Hm; [|discriminate].
      apply (first_mismatch_some _ _ _ _ _ d) in Hm as (H1 & H2 & H3 & H4).
      rewrite firstn_length, skipn_length in H2, H3.
      rewrite !nth_firstn, !nth_skipn in H4 by lia.
      exists n. split; [lia|]. intros Heq. rewrite <- !Hw in Heq by lia.
      replace (mu + q + (n - mu)) with (n + q) in H4 by lia.
      replace (mu + (n - mu)) with n in H4 by lia.
      apply eqb_eq in Heq. congruence.
    - intros Hmu. destruct (0 <? mu) eqn:M; [|apply Nat.ltb_ge in M; lia].
      simpl in Hlast. destruct (eqb (nth (mu - 1 + p) w d) (nth (mu - 1) w d)) eqn:E;
        [discriminate|].
      intros Heq. rewrite <- !Hw in Heq by lia. apply eqb_eq in Heq. congruence.
  Qed.

  Lemma finish_sound w r grundy pf mu p :
    1 <= p ->
    (forall n, n < length w -> nth n w d = v n) ->
    (forall b, proof_bound r grundy pf mu p = Some b -> b <= length w ->
       (forall n, mu <= n -> n + p < length w -> v (n + p) = v n) -> periodic_from v mu p) ->
    finish eqb d w r grundy pf mu p = Accept ->
    minimal_period v mu p.
  Proof.
    intros Hp Hw Hproof. unfold finish, finish_from.
    destruct ((count_from w 0 <? mu) || (count_from w 0 <? p)); [discriminate|].
    destruct (proof_bound r grundy pf mu p) as [b|] eqn:Hb; [|destruct pf; discriminate].
    apply check_period_sound; [exact Hp | lia | exact Hw |].
    intros HL. apply (Hproof b eq_refl). lia.
  Qed.
End Sound.

Theorem check_sound_grundy cert vs g :
  cert_values cert = GrundyValues vs ->
  check cert = Accept ->
  is_grundy (cert_rule cert) g ->
  (forall n, n < length vs -> nth n vs 0%N = g n) /\
  minimal_period g (cert_mu cert) (cert_p cert).
Proof.
  intros Hvals Hcheck Hg. unfold check in Hcheck. rewrite Hvals in Hcheck.
  destruct (rule_ok (cert_rule cert)) eqn:Hok; [|discriminate]. apply rule_ok_valid in Hok.
  destruct (cert_p cert =? 0) eqn:Hp; [discriminate|]. apply Nat.eqb_neq in Hp.
  destruct (verify_values _ _ _ _ _) as [n|] eqn:Hver; [discriminate|].
  pose proof (verify_grundy_sound _ vs g Hok Hg Hver) as Hw. split; [exact Hw|].
  apply (finish_sound N.eqb 0%N g N.eqb_eq vs (cert_rule cert) true (cert_proof cert));
    [lia | exact Hw | | exact Hcheck].
  intros b Hb HL Hprefix. destruct (cert_proof cert); simpl in Hb.
  - destruct (splits (cert_rule cert)) eqn:Hs; [discriminate|]. injection Hb as <-.
    apply (grundy_window_certificate (cert_rule cert) g _ _ (length vs)); assumption.
  - destruct (cert_rule cert) as [s|ds]; [discriminate|]. injection Hb as <-.
    apply (octal_certificate ds g _ _ Hg (length vs)); assumption.
Qed.

Theorem check_sound_outcome cert c os o :
  cert_values cert = OutcomeValues c os ->
  check cert = Accept ->
  is_outcome (cert_rule cert) c o ->
  (forall n, n < length os -> nth n os (terminal c) = o n) /\
  minimal_period o (cert_mu cert) (cert_p cert).
Proof.
  intros Hvals Hcheck Ho. unfold check in Hcheck. rewrite Hvals in Hcheck.
  destruct (rule_ok (cert_rule cert)) eqn:Hok; [|discriminate]. apply rule_ok_valid in Hok.
  destruct (cert_p cert =? 0) eqn:Hp; [discriminate|]. apply Nat.eqb_neq in Hp.
  destruct (splits (cert_rule cert)) eqn:Hs; [discriminate|].
  destruct (verify_values _ _ _ _ _) as [n|] eqn:Hver; [discriminate|].
  pose proof (verify_outcome_sound _ c os o Hok Hs Ho Hver) as Hw. split; [exact Hw|].
  apply (finish_sound outcome_eqb (terminal c) o outcome_eqb_eq os (cert_rule cert) false
           (cert_proof cert)); [lia | exact Hw | | exact Hcheck].
  intros b Hb HL Hprefix. destruct (cert_proof cert); simpl in Hb.
  - rewrite Hs in Hb. injection Hb as <-.
    apply (outcome_window_certificate (cert_rule cert) c o _ _ (length os)); assumption.
  - destruct (cert_rule cert); discriminate.
Qed.
