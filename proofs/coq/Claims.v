(** * What a certificate claims, and the theorem that an accepted claim holds.

    A [claim] is the content of a certificate of any version, in the form its checker takes:
    version 1 ([check], Checker.v; for subtraction sets [check_subtract], FastListed.v, equal to
    it), version 2 ([check_sparse_fast], FastChecker.v), version 3 of all-but games
    ([check_all_but_v3]) and of hexadecimal codes ([check_hex_v3]). [holds] states what it says
    of the game, in the words of the checkers' soundness theorems; [judge] runs its checker, and
    [judge_sound] is those theorems together: an accepted claim holds. *)
From Coq Require Import List NArith.
From Nimlab Require Import Games Checker FastListed SparseChecker FastChecker Arithmetic AllBut
  AllButChecker HexGames HexChecker.

Inductive claim : Type :=
| ClaimListed (cert : certificate)
(** a version-1 certificate of the subtraction set [s], read as binary numbers: the claim of
    [listed_cert s vals mu p pf] ([FastListed.v]) *)
| ClaimSubtract (s : list N) (vals : claimed) (mu p : nat) (pf : proof_kind)
| ClaimSparse (sc : sparse_certificate)
(** the excluded set, the values, the claim [(mu, q, s)], the instance [(Rt, n0, P, St)] *)
| ClaimAllBut (X : list nat) (vals : list N) (mu q : nat) (s : N) (Rt n0 P : nat) (St : N)
(** the digits, the values, the claim [(mu, q, s)], the instance [(mu_t, P, St, start)] *)
| ClaimHex (ds : list nat) (vals : list N) (mu q : nat) (s : N) (mu_t P : nat) (St : N)
    (start : nat).

Definition holds_listed (cert : certificate) : Prop :=
  match cert_values cert with
  | GrundyValues vs =>
      forall g, is_grundy (cert_rule cert) g ->
        (forall n, n < length vs -> nth n vs 0%N = g n) /\
        minimal_period g (cert_mu cert) (cert_p cert)
  | OutcomeValues cv os =>
      forall o, is_outcome (cert_rule cert) cv o ->
        (forall n, n < length os -> nth n os (terminal cv) = o n) /\
        minimal_period o (cert_mu cert) (cert_p cert)
  end.

Definition holds (c : claim) : Prop :=
  match c with
  | ClaimListed cert => holds_listed cert
  | ClaimSubtract s vals mu p pf => holds_listed (listed_cert s vals mu p pf)
  | ClaimSparse sc =>
      forall g, is_grundy (Octal (sc_digits sc)) g ->
        minimal_period g (N.to_nat (sc_mu sc)) (N.to_nat (sc_p sc))
  | ClaimAllBut X vals mu q s _ _ _ _ =>
      forall G, is_all_but_grundy X G ->
        (forall n, n < length vals -> at_ vals n = G n) /\ minimal_arith_period G mu q s
  | ClaimHex ds vals mu q s _ _ _ _ =>
      forall G, is_hex_grundy ds G ->
        (forall n, n < length vals -> at_ vals n = G n) /\ minimal_arith_period G mu q s
  end.

(** A checker's answer, with its reason when it rejects (the driver explains it). *)
Inductive judgement : Type :=
| Holds
| RejectedListed (why : reason)
| RejectedSparse (why : sparse_reason)
| RejectedArithmetic.

Definition judge (c : claim) : judgement :=
  match c with
  | ClaimListed cert => match check cert with Accept => Holds | Reject why => RejectedListed why end
  | ClaimSubtract s vals mu p pf =>
      match check_subtract s vals mu p pf with
      | Accept => Holds
      | Reject why => RejectedListed why
      end
  | ClaimSparse sc =>
      match check_sparse_fast sc with SAccept => Holds | SReject why => RejectedSparse why end
  | ClaimAllBut X vals mu q s Rt n0 P St =>
      if check_all_but_v3 X vals mu q s Rt n0 P St then Holds else RejectedArithmetic
  | ClaimHex ds vals mu q s mu_t P St start =>
      if check_hex_v3 ds vals mu q s mu_t P St start then Holds else RejectedArithmetic
  end.

Lemma check_holds cert : check cert = Accept -> holds_listed cert.
Proof.
  intros Hc. unfold holds_listed. destruct (cert_values cert) as [vs|cv os] eqn:Hv.
  - intros g Hg. apply (check_sound_grundy cert vs g Hv Hc Hg).
  - intros o Ho. apply (check_sound_outcome cert cv os o Hv Hc Ho).
Qed.

Theorem judge_sound c : judge c = Holds -> holds c.
Proof.
  destruct c as [cert|s' vals' mu' p' pf|sc|X vals mu q s Rt n0 P St|ds vals mu q s mu_t P St
                 start]; simpl; intros H.
  - apply check_holds. destruct (check cert); [reflexivity | discriminate].
  - rewrite check_subtract_eq in H. apply check_holds.
    destruct (check (listed_cert s' vals' mu' p' pf)); [reflexivity | discriminate].
  - destruct (check_sparse_fast sc) eqn:Hc; [|discriminate].
    intros g Hg. apply (check_sparse_fast_sound sc g Hc Hg).
  - destruct (check_all_but_v3 X vals mu q s Rt n0 P St) eqn:Hc; [|discriminate].
    apply (check_all_but_v3_sound X vals mu q s Rt n0 P St Hc).
  - destruct (check_hex_v3 ds vals mu q s mu_t P St start) eqn:Hc; [|discriminate].
    apply (check_hex_v3_sound ds vals mu q s mu_t P St start Hc).
Qed.
