(** * The Grundy function of a rule is unique, and what the checkers' acceptance then states.

    [is_grundy r g] (Games.v) only says that [g] satisfies the mex recursion. Every move of a
    valid rule leaves heaps smaller than the one moved from, so the recursion has exactly one
    solution ([grundy_unique]); with [grundy_exists] (Recompute.v) "the Grundy values of [r]" is
    one function, and the soundness theorems of both checkers become statements about it:
    [check_correct_grundy] (version 1) and [check_sparse_correct] (version 2) say that when the
    checker accepts, the rule has one Grundy function, the listed values are its first values
    (version 1), and the claimed [(mu, p)] is its period. *)
From Coq Require Import List Arith Lia NArith.
Import ListNotations.
From Nimlab Require Import Games Recompute Checker SparseChecker.

(** Every heap a move leaves is smaller than the heap moved from. *)
Lemma moves_smaller r n pos h :
  valid_rule r -> In pos (moves r n) -> In h pos -> h < n.
Proof.
  destruct r as [s|ds]; simpl; intros Hv Hpos Hh.
  - apply in_map_iff in Hpos as [x [<- Hx]]. apply filter_In in Hx as [Hx Hle].
    apply Nat.leb_le in Hle. destruct Hv as [_ Hposv]. specialize (Hposv x Hx).
    destruct Hh as [<-|[]]. lia.
  - apply in_octal_moves in Hpos as [k [_ H]].
    destruct H as [(_ & _ & _ & ->)|[(_ & K & ->)|(_ & K & a & Ha & ->)]]; simpl in Hh.
    + contradiction.
    + destruct Hh as [<-|[]]. lia.
    + destruct Hh as [<-|[<-|[]]]; lia.
Qed.

Lemma pos_grundy_ext g1 g2 pos :
  (forall h, In h pos -> g1 h = g2 h) -> pos_grundy g1 pos = pos_grundy g2 pos.
Proof.
  induction pos as [|h pos IH]; simpl; intros H; [reflexivity|].
  rewrite (H h (or_introl eq_refl)), IH by auto. reflexivity.
Qed.

Theorem grundy_unique r g1 g2 :
  valid_rule r -> is_grundy r g1 -> is_grundy r g2 -> forall n, g1 n = g2 n.
Proof.
  intros Hv H1 H2 n. induction n as [n IH] using (well_founded_induction lt_wf).
  rewrite (H1 n), (H2 n). unfold grundy_options. f_equal. apply map_ext_in.
  intros pos Hpos. apply pos_grundy_ext. intros h Hh. apply IH.
  exact (moves_smaller r n pos h Hv Hpos Hh).
Qed.

(** Version 1: an accepted certificate of Grundy values lists the first values of the one Grundy
    function of its rule, and states its period. *)
Theorem check_correct_grundy cert vs :
  cert_values cert = GrundyValues vs ->
  check cert = Accept ->
  exists g, is_grundy (cert_rule cert) g /\
    (forall g', is_grundy (cert_rule cert) g' -> forall n, g' n = g n) /\
    (forall n, n < length vs -> nth n vs 0%N = g n) /\
    minimal_period g (cert_mu cert) (cert_p cert).
Proof.
  intros Hvals Hcheck.
  assert (Hv : valid_rule (cert_rule cert)).
  { pose proof Hcheck as Hc. unfold check in Hc.
    destruct (rule_ok (cert_rule cert)) eqn:Hok; [apply rule_ok_valid, Hok | discriminate]. }
  pose proof (grundy_exists _ Hv) as Hg.
  exists (grundy_function (cert_rule cert)). split; [exact Hg|]. split.
  - intros g' Hg' n. exact (grundy_unique _ _ _ Hv Hg' Hg n).
  - exact (check_sound_grundy cert vs _ Hvals Hcheck Hg).
Qed.

(** Version 2: an accepted certificate states the period of the one Grundy function of its
    octal code. *)
Theorem check_sparse_correct c :
  check_sparse c = SAccept ->
  exists g, is_grundy (Octal (sc_digits c)) g /\
    (forall g', is_grundy (Octal (sc_digits c)) g' -> forall n, g' n = g n) /\
    minimal_period g (N.to_nat (sc_mu c)) (N.to_nat (sc_p c)).
Proof.
  intros Hc. pose proof (grundy_exists (Octal (sc_digits c)) I) as Hg.
  exists (grundy_function (Octal (sc_digits c))). split; [exact Hg|]. split.
  - intros g' Hg' n. exact (grundy_unique (Octal (sc_digits c)) _ _ I Hg' Hg n).
  - exact (check_sparse_sound c _ Hc Hg).
Qed.
