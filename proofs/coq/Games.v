(** * Heap games given by their moves, Grundy values by mex, outcomes under every convention.

    These are the definitions every other file of the development reasons about, written to be
    read against [ARCHITECTURE.md] and [proofs/certificate-format.md]: a rule lists the positions a
    single heap of [n] tokens can move to (each a list of the heaps left: none, one, or two),
    a Grundy value function is any function satisfying the mex recursion, and an outcome function
    any function satisfying the P/N/D recursion. Existence of both is proven in [Checker.v]. *)
From Coq Require Import List Arith Lia NArith Bool FinFun.
Import ListNotations.

(** ** Rules *)

(** [Subtract s]: remove any [x] in [s] tokens (the set must be non-empty, elements positive).
    [Octal ds]: the octal code [d0.d1...dt] with [ds = [d0; d1; ...; dt]]. *)
Inductive rule : Type :=
| Subtract (s : list nat)
| Octal (ds : list nat).

Definition valid_rule (r : rule) : Prop :=
  match r with
  | Subtract s => s <> [] /\ forall x, In x s -> 0 < x
  | Octal _ => True
  end.

Definition bit (b d : nat) : bool := Nat.testbit d b.

(** [t]: the largest place of the code (trailing zero digits only make it larger, never wrong). *)
Definition octal_t (ds : list nat) : nat := length ds - 1.

(** Digit [dk] with bit 1: take [k >= 1] tokens leaving nothing; bit 2: take [k >= 1] tokens
    leaving one non-empty heap; bit 4: take [k >= 0] tokens leaving two non-empty heaps. *)
Definition octal_moves (ds : list nat) (n : nat) : list (list nat) :=
  flat_map
    (fun k =>
       let d := nth k ds 0 in
       (if bit 0 d && (0 <? k) && (k =? n) then [[]] else []) ++
       (if bit 1 d && (0 <? k) && (k <? n) then [[n - k]] else []) ++
       (if bit 2 d && (k <? n) then map (fun a => [a; n - k - a]) (seq 1 (n - k - 1)) else []))
    (seq 0 (length ds)).

(** The positions reachable from one heap of [n] tokens. A heap of 0 tokens is the empty
    position, so removing a whole heap by a subtraction leaves [[0]]. *)
Definition moves (r : rule) (n : nat) : list (list nat) :=
  match r with
  | Subtract s => map (fun x => [n - x]) (filter (fun x => x <=? n) s)
  | Octal ds => octal_moves ds n
  end.

Definition splits (r : rule) : bool :=
  match r with
  | Subtract _ => false
  | Octal ds => existsb (bit 2) ds
  end.

(** Memory [m] and start [a0] of a rule without splitting (see [Window.v]). *)
Definition list_max (l : list nat) : nat := fold_right Nat.max 0 l.
Definition memory (r : rule) : nat * nat :=
  match r with
  | Subtract s => (list_max s, 0)
  | Octal ds => (octal_t ds, 1)
  end.

(** ** mex *)

Fixpoint mex_from (l : list N) (m : N) (fuel : nat) : N :=
  match fuel with
  | O => m
  | S f => if existsb (N.eqb m) l then mex_from l (N.succ m) f else m
  end.

(** The smallest natural number not in [l]; it is at most [length l]. *)
Definition mex (l : list N) : N := mex_from l 0 (length l).

(** ** Grundy values *)

(** A position of several heaps has the nim-sum of their values. *)
Definition pos_grundy (g : nat -> N) (pos : list nat) : N :=
  fold_right (fun h acc => N.lxor (g h) acc) 0%N pos.

Definition grundy_options (r : rule) (g : nat -> N) (n : nat) : list N :=
  map (pos_grundy g) (moves r n).

Definition is_grundy (r : rule) (g : nat -> N) : Prop :=
  forall n, g n = mex (grundy_options r g n).

(** ** Outcomes *)

Inductive outcome : Type := OP | ON | OD.

Definition outcome_eqb (x y : outcome) : bool :=
  match x, y with OP, OP | ON, ON | OD, OD => true | _, _ => false end.

(** [misere]: the last mover loses; [draw]: a player with tokens but no move draws (otherwise
    the standard rule: such a player loses under normal play and wins under misere play). *)
Record convention : Type := { misere : bool; draw : bool }.

Definition terminal (c : convention) : outcome := if misere c then ON else OP.

(** Outcome sequences are defined for rules that never split heaps (a sum of two heaps has no
    outcome determined by the outcomes of its parts); [OD] below is never reached for them. *)
Definition pos_outcome (c : convention) (o : nat -> outcome) (pos : list nat) : outcome :=
  match pos with
  | [] => terminal c
  | [a] => o a
  | _ => OD
  end.

Definition fold_outcome (c : convention) (n : nat) (opts : list outcome) : outcome :=
  match opts with
  | [] => if draw c && (0 <? n) then OD else terminal c
  | _ =>
      if existsb (outcome_eqb OP) opts then ON
      else if existsb (outcome_eqb OD) opts then OD
      else OP
  end.

Definition is_outcome (r : rule) (c : convention) (o : nat -> outcome) : Prop :=
  forall n, o n = fold_outcome c n (map (pos_outcome c o) (moves r n)).

(** ** Periods (ARCHITECTURE.md): the smallest [p >= 1], then the smallest [mu]. *)

Definition periodic_from {A} (v : nat -> A) (mu p : nat) : Prop :=
  forall n, mu <= n -> v (n + p) = v n.

Definition minimal_period {A} (v : nat -> A) (mu p : nat) : Prop :=
  1 <= p /\ periodic_from v mu p /\
  (forall q a, 1 <= q -> periodic_from v a q -> p <= q) /\
  (forall a, periodic_from v a p -> mu <= a).

(** ** Basic facts *)

Lemma existsb_eqb_in (l : list N) (m : N) : existsb (N.eqb m) l = true <-> In m l.
Proof.
  rewrite existsb_exists. split.
  - intros [x [Hx E]]. apply N.eqb_eq in E. subst. exact Hx.
  - intros H. exists m. split; [exact H | apply N.eqb_refl].
Qed.

Lemma mex_from_below l : forall fuel m x,
  (m <= x < mex_from l m fuel)%N -> In x l.
Proof.
  induction fuel as [|f IH]; intros m x Hx; simpl in Hx.
  - lia.
  - destruct (existsb (N.eqb m) l) eqn:E.
    + destruct (N.eq_dec x m) as [->|Hne].
      * apply existsb_eqb_in. exact E.
      * apply (IH (N.succ m)). lia.
    + lia.
Qed.

Lemma mex_from_result l : forall fuel m,
  mex_from l m fuel = (m + N.of_nat fuel)%N \/ ~ In (mex_from l m fuel) l.
Proof.
  induction fuel as [|f IH]; intros m; simpl.
  - left. lia.
  - destruct (existsb (N.eqb m) l) eqn:E.
    + destruct (IH (N.succ m)) as [H|H]; [left; rewrite H; lia | right; exact H].
    + right. intros Hin. apply existsb_eqb_in in Hin. congruence.
Qed.

Lemma mex_below l x : (x < mex l)%N -> In x l.
Proof. intros H. unfold mex in H. apply (mex_from_below l (length l) 0). lia. Qed.

Lemma mex_not_in l : ~ In (mex l) l.
Proof.
  unfold mex. destruct (mex_from_result l (length l) 0) as [E|H]; [|exact H].
  rewrite E. simpl. intros Hin.
  (* then 0 .. length l are all in l: too many distinct elements *)
  assert (Hincl : incl (map N.of_nat (seq 0 (S (length l)))) l).
  { intros y Hy. apply in_map_iff in Hy as [i [<- Hi]]. apply in_seq in Hi.
    destruct (Nat.eq_dec i (length l)) as [->|Hne]; [exact Hin|].
    apply mex_below. unfold mex. rewrite E. lia. }
  apply NoDup_incl_length in Hincl.
  - rewrite map_length, seq_length in Hincl. lia.
  - apply FinFun.Injective_map_NoDup; [intros a b; lia | apply seq_NoDup].
Qed.

(** The mex depends only on which values occur. *)
Lemma mex_ext l1 l2 : (forall x, In x l1 <-> In x l2) -> mex l1 = mex l2.
Proof.
  intros H.
  destruct (N.lt_trichotomy (mex l1) (mex l2)) as [Hlt|[Heq|Hgt]]; [|exact Heq|].
  - exfalso. apply (mex_not_in l1). apply H. apply mex_below. exact Hlt.
  - exfalso. apply (mex_not_in l2). apply H. apply mex_below. exact Hgt.
Qed.

(** The mex is the value missing from [l] below which every value occurs. *)
Lemma mex_is (l : list N) (y : N) :
  (forall x, (x < y)%N -> In x l) -> ~ In y l -> mex l = y.
Proof.
  intros Hbelow Hnot.
  destruct (N.lt_trichotomy (mex l) y) as [Hlt|[Heq|Hgt]]; [|exact Heq|].
  - exfalso. apply (mex_not_in l). apply Hbelow. exact Hlt.
  - exfalso. apply Hnot. apply mex_below. exact Hgt.
Qed.

Lemma outcome_eqb_eq x y : outcome_eqb x y = true <-> x = y.
Proof. destruct x, y; simpl; split; congruence. Qed.

Lemma existsb_outcome_in (l : list outcome) (m : outcome) :
  existsb (outcome_eqb m) l = true <-> In m l.
Proof.
  rewrite existsb_exists. split.
  - intros [x [Hx E]]. apply outcome_eqb_eq in E. subst. exact Hx.
  - intros H. exists m. split; [exact H | apply outcome_eqb_eq; reflexivity].
Qed.

(** The outcome fold, too, depends only on which outcomes occur. *)
Lemma fold_outcome_ext c n l1 l2 :
  (forall x, In x l1 <-> In x l2) -> fold_outcome c n l1 = fold_outcome c n l2.
Proof.
  intros H.
  assert (HP : existsb (outcome_eqb OP) l1 = existsb (outcome_eqb OP) l2).
  { apply Bool.eq_true_iff_eq. rewrite !existsb_outcome_in. apply H. }
  assert (HD : existsb (outcome_eqb OD) l1 = existsb (outcome_eqb OD) l2).
  { apply Bool.eq_true_iff_eq. rewrite !existsb_outcome_in. apply H. }
  destruct l1 as [|x1 l1], l2 as [|x2 l2]; simpl in *.
  - reflexivity.
  - exfalso. apply (proj2 (H x2)). left. reflexivity.
  - exfalso. apply (proj1 (H x1)). left. reflexivity.
  - unfold fold_outcome. simpl in HP, HD. rewrite HP, HD. reflexivity.
Qed.

Lemma in_octal_moves ds n pos :
  In pos (octal_moves ds n) <->
  exists k, k < length ds /\
    ((bit 0 (nth k ds 0) = true /\ 0 < k /\ k = n /\ pos = []) \/
     (bit 1 (nth k ds 0) = true /\ 0 < k < n /\ pos = [n - k]) \/
     (bit 2 (nth k ds 0) = true /\ k < n /\
        exists a, 1 <= a <= n - k - 1 /\ pos = [a; n - k - a])).
Proof.
  unfold octal_moves. rewrite in_flat_map. split.
  - intros [k [Hk Hin]]. apply in_seq in Hk. exists k. split; [lia|].
    rewrite !in_app_iff in Hin.
    destruct Hin as [Hin|[Hin|Hin]].
    + destruct (bit 0 (nth k ds 0)) eqn:B, (0 <? k) eqn:K, (k =? n) eqn:E;
        simpl in Hin; try contradiction.
      destruct Hin as [<-|[]]. left. apply Nat.ltb_lt in K. apply Nat.eqb_eq in E. auto.
    + destruct (bit 1 (nth k ds 0)) eqn:B, (0 <? k) eqn:K, (k <? n) eqn:E;
        simpl in Hin; try contradiction.
      destruct Hin as [<-|[]]. right. left. apply Nat.ltb_lt in K. apply Nat.ltb_lt in E. auto.
    + destruct (bit 2 (nth k ds 0)) eqn:B, (k <? n) eqn:E; simpl in Hin; try contradiction.
      apply in_map_iff in Hin as [a [<- Ha]]. apply in_seq in Ha. apply Nat.ltb_lt in E.
      right. right. repeat split; auto. exists a. split; [lia | reflexivity].
  - intros [k [Hk H]]. exists k. split; [apply in_seq; lia|]. rewrite !in_app_iff.
    destruct H as [(B & K & E & ->)|[(B & K & ->)|(B & K & a & Ha & ->)]].
    + left. rewrite B. replace (0 <? k) with true by (symmetry; apply Nat.ltb_lt; lia).
      replace (k =? n) with true by (symmetry; apply Nat.eqb_eq; lia). left. reflexivity.
    + right. left. rewrite B. replace (0 <? k) with true by (symmetry; apply Nat.ltb_lt; lia).
      replace (k <? n) with true by (symmetry; apply Nat.ltb_lt; lia). left. reflexivity.
    + right. right. rewrite B. replace (k <? n) with true by (symmetry; apply Nat.ltb_lt; lia).
      apply in_map_iff. exists a. split; [reflexivity | apply in_seq; lia].
Qed.
