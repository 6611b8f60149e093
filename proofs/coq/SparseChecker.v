(** * The verified checker of version-2 certificates and its soundness.

    [check_sparse] takes the content of a version-2 certificate (the octal code, the mask and
    heap-parity flag, the listed rare positions, their values and the largest value, [L], the
    claimed [(mu, p)] and the proof) and returns [SAccept] or [SReject reason], in the order of
    proofs/certificate-format.md ("What the checker does"): the bound of the octal theorem, the
    heap-parity rule, the sparse recomputation with the stated mask ([Sparse.v]), the cross-checks
    against the listed rare positions and largest value, then the period on the recomputed values
    and the minimality of both numbers.

    Soundness ([check_sparse_sound]): if [check_sparse] accepts, the claimed [(mu, p)] is the
    period of the true Grundy values of the code in the sense of ARCHITECTURE.md. The cross-checks
    play no part in it: the recomputed values are exact for every mask
    ([sparse_values_exact]), and the claim is judged on them with the octal theorem
    ([octal_certificate]) and [minimal_from_checks]. *)
From Coq Require Import List Arith Lia PArith NArith Bool.
Import ListNotations.
From Nimlab Require Import Games OctalBound Minimality Checker Loops Sparse.

(** The limits of lib/include/nimlab/certificate/limits.hpp that bound the recomputation. *)
Definition max_check_work : N := 2 ^ 37.
Definition max_sparse_value : N := 2 ^ 16 - 1.

Record sparse_certificate : Type := {
  sc_digits : list nat;          (* d0, d1, ..., dt as in [Octal] *)
  sc_mask : N;
  sc_parity : bool;
  sc_rare_positions : list N;
  sc_rare_values : list N;
  sc_largest : N;
  sc_largest_heap : N;
  sc_length : N;                 (* L = checked_up_to *)
  sc_mu : N;
  sc_p : N;
  sc_proof : proof_kind
}.

Inductive sparse_reason : Type :=
| SPeriodZero
| SBeyondListed                 (* mu or p exceeds L *)
| SWindowNeedsFiniteMemory      (* a code that splits heaps has no finite memory *)
| STooFewValues (needed : N)
| SMixedParity                  (* heap parity with splitting digits of both parities *)
| SGaveUp (why : failure)       (* the recomputation gave up (Sparse.v) *)
| SRarePosition (i : N)         (* listed rare position number i (from 0) differs *)
| SRareValue (i : N)            (* the value at listed rare position number i differs *)
| SLargest (value heap : N)     (* the recomputed largest value, first at heap *)
| SPeriodFails (n : N)          (* G(n + p) <> G(n) *)
| SSmallerPeriod (q : N)
| SSmallerPreperiod.

Inductive sparse_verdict : Type := SAccept | SReject (why : sparse_reason).

(** The place parity [k0] of the splitting digits, and whether they have both parities. *)
Definition place_parity (ds : list nat) : N :=
  if existsb N.odd (split_places ds) then 1%N else 0%N.

Definition mixed_parities (ds : list nat) : bool :=
  existsb N.odd (split_places ds) && existsb (fun k => negb (N.odd k)) (split_places ds).

Lemma parity_of_places ds P :
  negb (P && mixed_parities ds) = true ->
  forall k, In k (split_places ds) -> P = true -> N.odd k = N.odd (place_parity ds).
Proof.
  intros Hm k Hk HP. subst P. unfold mixed_parities, place_parity in *. simpl in Hm.
  destruct (existsb N.odd (split_places ds)) eqn:Eo; simpl in Hm.
  - destruct (existsb (fun k => negb (N.odd k)) (split_places ds)) eqn:Ee; [discriminate|].
    destruct (N.odd k) eqn:Ek; [reflexivity|].
    assert (H : existsb (fun k => negb (N.odd k)) (split_places ds) = true)
      by (apply existsb_exists; exists k; rewrite Ek; auto).
    congruence.
  - destruct (N.odd k) eqn:Ek; [|reflexivity].
    assert (H : existsb N.odd (split_places ds) = true) by (apply existsb_exists; eauto).
    congruence.
Qed.

(** The listed rare positions and values against the recomputed ones (in increasing order). *)
Fixpoint compare_rare (computed : list (N * N)) (pos vals : list N) (i : N)
    : option sparse_reason :=
  match pos, vals with
  | r :: pos', x :: vals' =>
      match computed with
      | (r', x') :: computed' =>
          if negb (N.eqb r r') then Some (SRarePosition i)
          else if negb (N.eqb x x') then Some (SRareValue i)
          else compare_rare computed' pos' vals' (N.succ i)
      | [] => Some (SRarePosition i)
      end
  | _, _ => None
  end.

(** [v(n + q) = v(n)] for [mu <= n < mu + cnt]. *)
Definition repeats (h : history) (mu q cnt : N) : bool :=
  N.eqb (first_where (fun n => negb (N.eqb (hget h (n + q)) (hget h n))) mu cnt) (mu + cnt).

(** The period on the values [0 .. L-1], then the minimality of [p] and of [mu]. *)
Definition sparse_period (h : history) (L mu p : N) : option sparse_reason :=
  let n := first_where (fun n => negb (N.eqb (hget h (n + p)) (hget h n))) mu (L - p - mu) in
  if (n <? L - p)%N then Some (SPeriodFails n) else
  let q := first_where (fun q => N.eqb (p mod q) 0 && repeats h mu q p) 1 (p - 1) in
  if (q <? p)%N then Some (SSmallerPeriod q) else
  if (0 <? mu)%N && N.eqb (hget h (mu - 1 + p)) (hget h (mu - 1)) then Some SSmallerPreperiod
  else None.

(** The bound of the octal theorem and [mu + 2p] (proofs/certificate-format.md, "Bounds"). *)
Definition sparse_bound (ds : list nat) (mu p : N) : N :=
  N.max (2 * N.max mu 1 + 2 * p + N.of_nat (octal_t ds) - 1) (mu + 2 * p).

(** The check of [c] given a way to recompute its values: [values] recomputes them (or gives up),
    [rare_of], [largest_of] and [period_of] read the result. [check_sparse] runs it on
    [sparse_values]; [FastChecker.v] runs it on machine integers. *)
Definition check_sparse_with {R : Type} (values : sparse_certificate -> failure + R)
    (rare_of : R -> list (N * N)) (largest_of : R -> N * N)
    (period_of : R -> N -> N -> N -> option sparse_reason) (c : sparse_certificate)
    : sparse_verdict :=
  let ds := sc_digits c in
  let L := sc_length c in
  let mu := sc_mu c in
  let p := sc_p c in
  if N.eqb p 0 then SReject SPeriodZero else
  if (L <? mu)%N || (L <? p)%N then SReject SBeyondListed else
  match sc_proof c with
  | WindowProof => SReject SWindowNeedsFiniteMemory
  | OctalTheoremProof =>
      let b := sparse_bound ds mu p in
      if (L <? b)%N then SReject (STooFewValues b) else
      if sc_parity c && mixed_parities ds then SReject SMixedParity else
      match values c with
      | inl why => SReject (SGaveUp why)
      | inr st =>
          match compare_rare (rare_of st) (sc_rare_positions c) (sc_rare_values c) 0 with
          | Some why => SReject why
          | None =>
              let '(largest, largest_heap) := largest_of st in
              if negb (N.eqb largest (sc_largest c) && N.eqb largest_heap (sc_largest_heap c))
              then SReject (SLargest largest largest_heap) else
              match period_of st L mu p with
              | Some why => SReject why
              | None => SAccept
              end
          end
      end
  end.

(** The recomputation of the certificate's values with its mask, its parity flag and the limits. *)
Definition sparse_recompute (c : sparse_certificate) : failure + state :=
  sparse_values (sc_digits c) (sc_mask c) (sc_parity c) (place_parity (sc_digits c))
    (N.of_nat (length (sc_rare_positions c))) max_check_work max_sparse_value (sc_length c).

Definition check_sparse (c : sparse_certificate) : sparse_verdict :=
  check_sparse_with sparse_recompute st_rare (fun st => (st_largest st, st_largest_heap st))
    (fun st => sparse_period (st_hist st)) c.

(** ** Soundness *)

Lemma repeats_true h mu q cnt :
  repeats h mu q cnt = true ->
  forall n, (mu <= n < mu + cnt)%N -> hget h (n + q) = hget h n.
Proof.
  unfold repeats. intros H n Hn. apply N.eqb_eq in H.
  destruct (first_where_spec (fun n => negb (N.eqb (hget h (n + q)) (hget h n))) mu cnt)
    as (_ & Hbelow & _).
  rewrite H in Hbelow. specialize (Hbelow n Hn).
  destruct (N.eqb_spec (hget h (n + q)) (hget h n)); [assumption | discriminate].
Qed.

Lemma repeats_false h mu q cnt :
  repeats h mu q cnt = false ->
  exists n, (mu <= n < mu + cnt)%N /\ hget h (n + q) <> hget h n.
Proof.
  unfold repeats. intros H. apply N.eqb_neq in H.
  destruct (first_where_spec (fun n => negb (N.eqb (hget h (n + q)) (hget h n))) mu cnt)
    as (Hr & _ & Hf).
  set (r := first_where _ mu cnt) in *. exists r. split; [lia|].
  specialize (Hf ltac:(lia)). apply negb_true_iff, N.eqb_neq in Hf. exact Hf.
Qed.

Section Soundness.
  Variables (h : history) (L mu p : N) (g : nat -> N).
  Hypothesis Hvals : forall m, (m < L)%N -> hget h m = g (N.to_nat m).
  Hypothesis Hbound : (mu + 2 * p <= L)%N.
  Hypothesis Hp : (1 <= p)%N.

  Lemma sparse_period_sound :
    sparse_period h L mu p = None ->
    (forall n, (N.to_nat mu <= n)%nat -> (n + N.to_nat p < N.to_nat L)%nat ->
       g (n + N.to_nat p) = g n) /\
    (forall q, (1 <= q < N.to_nat p)%nat -> Nat.divide q (N.to_nat p) ->
       exists n, (N.to_nat mu <= n < N.to_nat mu + N.to_nat p)%nat /\ g (n + q) <> g n) /\
    ((0 < N.to_nat mu)%nat -> g (N.to_nat mu - 1 + N.to_nat p) <> g (N.to_nat mu - 1)).
  Proof.
    unfold sparse_period.
    destruct (first_where_spec (fun n => negb (N.eqb (hget h (n + p)) (hget h n))) mu
                (L - p - mu)) as (Hr1 & Hbelow1 & _).
    set (n1 := first_where _ mu (L - p - mu)) in *.
    destruct (n1 <? L - p)%N eqn:E1; [discriminate|]. apply N.ltb_ge in E1.
    destruct (first_where_spec (fun q => N.eqb (p mod q) 0 && repeats h mu q p) 1 (p - 1))
      as (Hr2 & Hbelow2 & _).
    set (q1 := first_where _ 1 (p - 1)) in *.
    destruct (q1 <? p)%N eqn:E2; [discriminate|]. apply N.ltb_ge in E2.
    intros Hlast. split; [|split].
    - intros n Hn HnL. specialize (Hbelow1 (N.of_nat n) ltac:(lia)).
      destruct (N.eqb_spec (hget h (N.of_nat n + p)) (hget h (N.of_nat n))) as [E|E];
        [|discriminate].
      rewrite !Hvals in E by lia. replace (N.to_nat (N.of_nat n + p)) with (n + N.to_nat p)%nat
        in E by lia. rewrite Nat2N.id in E. exact E.
    - intros q Hq [z Hz]. specialize (Hbelow2 (N.of_nat q) ltac:(lia)).
      assert (Hmod : (p mod N.of_nat q = 0)%N).
      { replace p with (N.of_nat z * N.of_nat q)%N by lia. apply N.mod_mul. lia. }
      rewrite Hmod in Hbelow2. simpl in Hbelow2.
      destruct (repeats_false h mu (N.of_nat q) p Hbelow2) as [n [Hn Hne]].
      exists (N.to_nat n). split; [lia|]. intros E. apply Hne.
      rewrite !Hvals by lia. replace (N.to_nat (n + N.of_nat q)) with (N.to_nat n + q)%nat
        by lia. exact E.
    - intros Hmu E. destruct (0 <? mu)%N eqn:E3; [|apply N.ltb_ge in E3; lia].
      simpl in Hlast. destruct (N.eqb_spec (hget h (mu - 1 + p)) (hget h (mu - 1))) as [E4|E4];
        [discriminate|]. apply E4. rewrite !Hvals by lia.
      replace (N.to_nat (mu - 1 + p)) with (N.to_nat mu - 1 + N.to_nat p)%nat by lia.
      replace (N.to_nat (mu - 1)) with (N.to_nat mu - 1)%nat by lia. exact E.
  Qed.
End Soundness.

Theorem check_sparse_sound c g :
  check_sparse c = SAccept ->
  is_grundy (Octal (sc_digits c)) g ->
  minimal_period g (N.to_nat (sc_mu c)) (N.to_nat (sc_p c)).
Proof.
  intros Hc Hg. unfold check_sparse, check_sparse_with, sparse_recompute in Hc.
  cbv beta iota in Hc.
  set (ds := sc_digits c) in *. set (L := sc_length c) in *.
  set (mu := sc_mu c) in *. set (p := sc_p c) in *.
  destruct (N.eqb_spec p 0) as [_|Hp]; [discriminate|].
  destruct ((L <? mu)%N || (L <? p)%N); [discriminate|].
  destruct (sc_proof c); [discriminate|].
  destruct (L <? sparse_bound ds mu p)%N eqn:Eb; [discriminate|]. apply N.ltb_ge in Eb.
  destruct (sc_parity c && mixed_parities ds) eqn:Em; [discriminate|].
  destruct (sparse_values ds (sc_mask c) (sc_parity c) (place_parity ds) _ _ _ L) as [why|st]
    eqn:Es; [discriminate|].
  destruct (sparse_values_exact ds (sc_mask c) (sc_parity c) (place_parity ds) _ _ _
              (parity_of_places ds (sc_parity c) ltac:(rewrite Em; reflexivity)) g Hg L st Es)
    as [_ K].
  assert (Hvals : forall m, (m < L)%N -> hget (st_hist st) m = g (N.to_nat m))
    by (intros m Hm; apply (knows_values _ _ _ _ _ _ _ _ _ K); exact Hm).
  destruct (compare_rare _ _ _ _); [discriminate|].
  destruct (negb _); [discriminate|].
  destruct (sparse_period (st_hist st) L mu p) eqn:Ep; [discriminate|].
  unfold sparse_bound in Eb.
  destruct (sparse_period_sound (st_hist st) L mu p g Hvals ltac:(lia) ltac:(lia) Ep)
    as (Hper & Hdiv & Hlast).
  apply minimal_from_checks; [lia | | exact Hdiv | exact Hlast].
  apply (octal_certificate ds g (N.to_nat mu) (N.to_nat p) Hg (N.to_nat L)); [lia|].
  intros n Hn HnL. apply Hper; lia.
Qed.
