(** * The version-3 check of a hexadecimal code (proofs/certificate-format.md, "Version 3").

    [check_hex_v3] recomputes the listed values ([hex_prefix]), checks that the code has a
    three-heap split, the instance [(mu_t, P, S, N0)] of the hexadecimal theorem
    ([check_hex_instance], proofs/hex-arithmetic.md) and the four steps from the instance to the
    claim ([check_arith_claim], with [R = mu_t]); [check_hex_v3_sound] says that then the listed
    values are the first values of the Grundy function of the code and the claim is its minimal
    arithmetic period, and [check_hex_v3_correct] says it of [hex_grundy], which exists
    ([hex_grundy_exists]). *)
From Coq Require Import List Arith Lia NArith Bool.
From Nimlab Require Import Games Arithmetic HexGames HexArithmetic.
Import ListNotations.

(** Equality of two lists of values, as a boolean. *)
Fixpoint values_eqb (l1 l2 : list N) : bool :=
  match l1, l2 with
  | [], [] => true
  | a :: l1', b :: l2' => N.eqb a b && values_eqb l1' l2'
  | _, _ => false
  end.

Lemma values_eqb_eq l1 : forall l2, values_eqb l1 l2 = true -> l1 = l2.
Proof.
  induction l1 as [|a l1 IH]; intros [|b l2]; simpl; try discriminate; [reflexivity|].
  intros H. apply andb_true_iff in H as [Hab H]. apply N.eqb_eq in Hab. subst b.
  f_equal. apply IH, H.
Qed.

(** The instance reads the values as [nat]s; [S] is the instance's saltus, [mu_t] its
    preperiod, from which the theorem proves the regularity. The theorem's levels need a
    three-heap split (proofs/hex-arithmetic.md), which the format requires of the code. *)
Definition check_hex_v3 (ds : list nat) (vals : list N) (mu q : nat) (s : N)
    (mu_t P : nat) (S : N) (N0 : nat) : bool :=
  hex_splits3 ds && values_eqb vals (hex_prefix ds (length vals)) &&
  check_hex_instance ds (map N.to_nat vals) mu_t P (N.to_nat S) N0 &&
  check_arith_claim vals mu q s mu_t P S.

Theorem check_hex_v3_sound ds vals mu q s mu_t P S N0 :
  check_hex_v3 ds vals mu q s mu_t P S N0 = true ->
  forall G, is_hex_grundy ds G ->
    (forall n, n < length vals -> at_ vals n = G n) /\ minimal_arith_period G mu q s.
Proof.
  intros Hc. unfold check_hex_v3 in Hc. repeat rewrite andb_true_iff in Hc.
  destruct Hc as [[[_ Hv] HI] HA]. intros G HG.
  apply values_eqb_eq in Hv.
  assert (Hpre : forall n, n < length vals -> at_ vals n = G n).
  { intros n Hn. unfold at_. rewrite Hv.
    apply (hex_prefix_correct ds G (length vals) HG), Hn. }
  split; [exact Hpre|].
  apply (check_arith_claim_sound vals G Hpre mu q s mu_t P S); [|exact HA].
  intros n Hn. rewrite <- (N2Nat.id S).
  apply (check_hex_instance_sound ds (map N.to_nat vals) mu_t P (N.to_nat S) N0 G HG);
    [| exact HI | exact Hn].
  intros i Hi. rewrite map_length in Hi.
  rewrite <- Hpre by exact Hi. unfold at_.
  change 0 with (N.to_nat 0%N). rewrite map_nth. symmetry. apply N2Nat.id.
Qed.

(** The same, of the one Grundy function of the code. *)
Theorem check_hex_v3_correct ds vals mu q s mu_t P S N0 :
  check_hex_v3 ds vals mu q s mu_t P S N0 = true ->
  (forall n, n < length vals -> at_ vals n = hex_grundy ds n) /\
  minimal_arith_period (hex_grundy ds) mu q s.
Proof.
  intros Hc. apply (check_hex_v3_sound ds vals mu q s mu_t P S N0 Hc), hex_grundy_exists.
Qed.
