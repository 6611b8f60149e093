(** * The version-3 check of an all-but game (proofs/certificate-format.md, "Version 3").

    [check_all_but_v3] recomputes the listed values from [X], checks (W), (C), (Z) of
    proofs/all-but.md at [n0 = start] and the four steps from the instance to the claim
    ([check_arith_claim]); [check_all_but_v3_sound] says that then the listed values are the
    first values of every Grundy function of the game and the claim is its minimal arithmetic
    period, and [all_but_grundy_exists] that there is such a function. *)
From Coq Require Import List Arith Lia NArith Bool Sorting Permutation Orders Mergesort.
From Nimlab Require Import Games Arithmetic AllBut.
Import ListNotations.

(** ** mex by sorting: [O(l log l)] where [Games.mex] is quadratic *)

Module NLeb <: TotalLeBool.
  Definition t := N.
  Definition leb := N.leb.
  Theorem leb_total : forall a b, leb a b = true \/ leb b a = true.
  Proof. intros a b. unfold leb. rewrite !N.leb_le. lia. Qed.
End NLeb.
Module NSort := Sort NLeb.

(** On a sorted list: the least value [>= m] that is missing. *)
Fixpoint mex_scan (l : list N) (m : N) : N :=
  match l with
  | [] => m
  | x :: l' => if N.eqb x m then mex_scan l' (N.succ m)
               else if N.ltb x m then mex_scan l' m else m
  end.

Definition mex_sorted (l : list N) : N := mex_scan (NSort.sort l) 0.

Lemma mex_scan_spec l : StronglySorted (fun a b => N.leb a b = true) l -> forall m,
  (m <= mex_scan l m)%N /\ (forall w, (m <= w < mex_scan l m)%N -> In w l) /\
  ~ In (mex_scan l m) l.
Proof.
  induction l as [|x l IH]; intros Hs m; simpl; [split; [lia | split; [lia | auto]]|].
  apply StronglySorted_inv in Hs as [Hs Hx]. rewrite Forall_forall in Hx.
  destruct (N.eqb_spec x m) as [->|Hne]; [|destruct (N.ltb_spec x m) as [Hlt|Hge]].
  - destruct (IH Hs (N.succ m)) as (H1 & H2 & H3). split; [lia|]. split.
    + intros w Hw. destruct (N.eq_dec w m) as [->|Hwm]; [left; reflexivity|].
      right. apply H2. lia.
    + intros [E|H]; [lia | contradiction].
  - destruct (IH Hs m) as (H1 & H2 & H3). split; [lia|]. split.
    + intros w Hw. right. apply H2, Hw.
    + intros [E|H]; [lia | contradiction].
  - split; [lia|]. split; [lia|]. intros [E|H]; [lia|].
    specialize (Hx m H). apply N.leb_le in Hx. lia.
Qed.

Lemma mex_sorted_eq l : mex_sorted l = mex l.
Proof.
  assert (Hs : StronglySorted (fun a b => N.leb a b = true) (NSort.sort l)).
  { apply NSort.StronglySorted_sort. intros a b c. unfold is_true, NLeb.leb.
    rewrite !N.leb_le. lia. }
  unfold mex_sorted. symmetry. apply mex_is.
  - intros x Hx. destruct (mex_scan_spec (NSort.sort l) Hs 0) as (_ & H2 & _).
    apply (Permutation_in _ (Permutation_sym (NSort.Permuted_sort l))). apply H2. lia.
  - intros Hin. apply (Permutation_in _ (NSort.Permuted_sort l)) in Hin. revert Hin.
    apply (mex_scan_spec (NSort.sort l) Hs).
Qed.

(** ** Recomputing the values *)

(** The option values of heap [n] from [r], the values of heaps [n-1, n-2, ..., 0] (removing
    [k, k+1, ...] tokens). *)
Fixpoint opts_from (X : list nat) (k : nat) (r : list N) : list N :=
  match r with
  | [] => []
  | g :: r' => if excluded X k then opts_from X (S k) r' else g :: opts_from X (S k) r'
  end.

Lemma in_opts_from X v : forall r k, In v (opts_from X k r) <->
  exists i, i < length r /\ excluded X (k + i) = false /\ nth i r 0%N = v.
Proof.
  induction r as [|g r IH]; intros k; simpl.
  - split; [contradiction | intros [i [Hi _]]; lia].
  - assert (Hs : forall i, S k + i = k + S i) by (intros; lia).
    destruct (excluded X k) eqn:E.
    + rewrite IH. split.
      * intros [i (Hi & He & Hv)]. exists (S i). rewrite Hs in He. repeat split; auto; lia.
      * intros [[|i] (Hi & He & Hv)]; [rewrite Nat.add_0_r, E in He; discriminate|].
        exists i. rewrite Hs. repeat split; auto; lia.
    + simpl. rewrite IH. split.
      * intros [<-|[i (Hi & He & Hv)]]; [exists 0; rewrite Nat.add_0_r; auto with arith|].
        exists (S i). rewrite Hs in He. repeat split; auto; lia.
      * intros [[|i] (Hi & He & Hv)]; [left; exact Hv|]. right.
        exists i. rewrite Hs. repeat split; auto; lia.
Qed.

(** With [r] the values of [G] at [n-1, ..., 0], [opts_from X 1 r] holds the option values of
    [n]. *)
Lemma opts_from_same X G r :
  (forall i, i < length r -> nth i r 0%N = G (length r - 1 - i)) ->
  forall v, In v (opts_from X 1 r) <-> In v (all_but_options X G (length r)).
Proof.
  intros Hr v. rewrite in_opts_from. unfold all_but_options. rewrite in_map_iff. split.
  - intros [i (Hi & He & Hv)]. exists (length r - 1 - i). rewrite <- Hr by exact Hi.
    split; [exact Hv|]. apply filter_In. split; [apply in_seq; lia|].
    replace (length r - (length r - 1 - i)) with (1 + i) by lia. rewrite He. reflexivity.
  - intros [j [Hv Hj]]. apply filter_In in Hj as [Hj He]. apply in_seq in Hj.
    exists (length r - 1 - j). split; [lia|]. split.
    + replace (1 + (length r - 1 - j)) with (length r - j) by lia.
      apply negb_true_iff, He.
    + rewrite Hr by lia. rewrite <- Hv. f_equal. lia.
Qed.

(** [r]: the values of heaps [n-1 .. 0] read so far, reversed; [rest]: the values from [n]. *)
Fixpoint values_from (X : list nat) (r rest : list N) : bool :=
  match rest with
  | [] => true
  | g :: rest' => N.eqb g (mex_sorted (opts_from X 1 r)) && values_from X (g :: r) rest'
  end.

Definition check_values (X : list nat) (vals : list N) : bool := values_from X [] vals.

Lemma values_from_sound X G : is_all_but_grundy X G -> forall rest r,
  (forall i, i < length r -> nth i r 0%N = G (length r - 1 - i)) ->
  values_from X r rest = true ->
  forall i, i < length rest -> nth i rest 0%N = G (length r + i).
Proof.
  intros HG rest. induction rest as [|g rest IH]; intros r Hr Hc i Hi; simpl in *; [lia|].
  apply andb_true_iff in Hc as [Hg Hc]. apply N.eqb_eq in Hg.
  assert (HgG : g = G (length r)).
  { rewrite Hg, mex_sorted_eq, HG. apply mex_ext. apply opts_from_same, Hr. }
  destruct i as [|i]; [rewrite Nat.add_0_r; exact HgG|].
  rewrite (IH (g :: r)); [simpl; f_equal; lia | | exact Hc | lia].
  intros [|k] Hk; simpl; [rewrite HgG; f_equal; lia|].
  simpl in Hk. rewrite Hr by lia. f_equal. lia.
Qed.

Theorem check_values_sound X vals G :
  is_all_but_grundy X G -> check_values X vals = true ->
  forall n, n < length vals -> at_ vals n = G n.
Proof.
  intros HG Hc n Hn. apply (values_from_sound X G HG vals [] ltac:(simpl; lia) Hc n Hn).
Qed.

(** ** A Grundy function exists *)

(** The values of heaps [n-1 .. 0]. *)
Fixpoint values_rev (X : list nat) (n : nat) : list N :=
  match n with
  | O => []
  | S k => let r := values_rev X k in mex_sorted (opts_from X 1 r) :: r
  end.

Definition all_but_values (X : list nat) (n : nat) : N := hd 0%N (values_rev X (S n)).

Lemma values_rev_length X n : length (values_rev X n) = n.
Proof. induction n as [|n IH]; simpl; auto. Qed.

Lemma values_rev_nth X : forall n i, i < n ->
  nth i (values_rev X n) 0%N = all_but_values X (n - 1 - i).
Proof.
  induction n as [|n IH]; intros i Hi; [lia|].
  destruct i as [|i].
  - replace (S n - 1 - 0) with n by lia. unfold all_but_values.
    destruct (values_rev X (S n)); reflexivity.
  - simpl. rewrite IH by lia. f_equal. lia.
Qed.

Theorem all_but_grundy_exists X : is_all_but_grundy X (all_but_values X).
Proof.
  intros n. unfold all_but_values at 1. simpl. rewrite mex_sorted_eq.
  apply mex_ext. pose proof (opts_from_same X (all_but_values X) (values_rev X n)) as H.
  rewrite values_rev_length in H. apply H. apply values_rev_nth.
Qed.

(** ** The conditions (W), (C), (Z) on the listed values *)

Definition count_in (pre : list N) (v : N) : nat := length (filter (N.eqb v) pre).

Definition counts_match_b (D : nat) (B : N) (a b : nat) (v : N) : bool :=
  (a =? b) || ((D <? a) && (D <? b)) || ((1 <=? a) && (1 <=? b) && N.ltb v B).

(** Values above the largest of [v(0 .. n0 + P - 1)] have no heap below [n0 + P], so (C) is
    checked up to it; (Z) needs [S] values, so [S <= n0 + P] first bounds the loop. *)
Definition check_conditions (X : list nat) (vals : list N) (P : nat) (St : N) (n0 : nat) : bool :=
  let m := list_max X in
  let D := length X in
  let pre0 := firstn n0 vals in
  let pre1 := firstn (n0 + P) vals in
  let B := fold_right N.min (at_ vals (n0 - m)) (map (at_ vals) (seq (n0 - m) P)) in
  let top := fold_right N.max 0%N pre1 in
  (m <=? n0) && (1 <=? P) && (n0 + P <=? length vals) &&
  forallb (fun i => N.eqb (at_ vals (n0 - i + P)) (at_ vals (n0 - i) + St)) (seq 1 m) &&
  N.leb St (N.of_nat (n0 + P)) &&
  forallb (fun v => 1 <=? count_in pre1 (N.of_nat v)) (seq 0 (N.to_nat St)) &&
  forallb (fun v => counts_match_b D B (count_in pre1 (N.of_nat v + St)) (count_in pre0 (N.of_nat v))
                                   (N.of_nat v))
    (seq 0 (S (N.to_nat top))).

Lemma firstn_at vals : forall n, n <= length vals -> firstn n vals = map (at_ vals) (seq 0 n).
Proof.
  induction vals as [|a vals IH]; intros n Hn; simpl in Hn.
  - replace n with 0 by lia. reflexivity.
  - destruct n as [|n]; [reflexivity|]. simpl. f_equal. rewrite IH by lia.
    rewrite <- seq_shift, map_map. reflexivity.
Qed.

Lemma fold_min_le x l y : In y l -> (fold_right N.min x l <= y)%N.
Proof. induction l as [|z l IH]; simpl; [contradiction|]. intros [<-|H]; [lia|]. specialize (IH H). lia. Qed.

Lemma fold_max_ge l y : In y l -> (y <= fold_right N.max 0 l)%N.
Proof. induction l as [|z l IH]; simpl; [contradiction|]. intros [<-|H]; [lia|]. specialize (IH H). lia. Qed.

Section Conditions.
  Variables (X : list nat) (vals : list N) (G : nat -> N).
  Hypothesis prefix : forall n, n < length vals -> at_ vals n = G n.

  Lemma count_in_cnt n v : n <= length vals -> count_in (firstn n vals) v = cnt G n v.
  Proof.
    intros Hn. unfold count_in, cnt. rewrite firstn_at by exact Hn.
    rewrite filter_length_map. apply filter_length_ext. intros j Hj. apply in_seq in Hj.
    rewrite prefix by lia. apply N.eqb_sym.
  Qed.

  Lemma cnt_above n top v : (forall j, j < n -> (G j <= top)%N) -> (top < v)%N -> cnt G n v = 0.
  Proof.
    intros H Hv. unfold cnt. apply filter_length_none. intros j Hj. apply in_seq in Hj.
    specialize (H j ltac:(lia)). apply N.eqb_neq. lia.
  Qed.

  Theorem check_conditions_sound P S n0 :
    is_all_but_grundy X G -> check_conditions X vals P S n0 = true ->
    forall n, n0 - list_max X <= n -> G (n + P) = (G n + S)%N.
  Proof.
    intros HG Hc. unfold check_conditions in Hc. cbv zeta in Hc.
    repeat rewrite andb_true_iff in Hc.
    destruct Hc as [[[[[[Hm HP] HL] HW] HS] HZ] HC].
    apply Nat.leb_le in Hm, HP, HL. apply N.leb_le in HS.
    rewrite forallb_forall in HW, HZ, HC.
    set (B := fold_right N.min (at_ vals (n0 - list_max X))
                (map (at_ vals) (seq (n0 - list_max X) P))) in HC.
    set (top := fold_right N.max 0%N (firstn (n0 + P) vals)) in HC.
    assert (Htop : forall j, j < n0 + P -> (G j <= top)%N).
    { intros j Hj. rewrite <- prefix by lia. apply fold_max_ge. rewrite firstn_at by lia.
      apply in_map, in_seq. lia. }
    apply (all_but_theorem X G P S n0 B HG HP Hm).
    - intros i Hi. specialize (HW i ltac:(apply in_seq; lia)). apply N.eqb_eq in HW.
      rewrite !prefix in HW by lia. exact HW.
    - intros j Hj. rewrite <- prefix by lia. apply fold_min_le. apply in_map, in_seq. lia.
    - intros v. destruct (N.le_gt_cases v top) as [Hv|Hv].
      + specialize (HC (N.to_nat v) ltac:(apply in_seq; lia)). rewrite N2Nat.id in HC.
        rewrite !count_in_cnt in HC by lia. unfold counts_match_b in HC.
        unfold counts_match. repeat rewrite orb_true_iff in HC. repeat rewrite andb_true_iff in HC.
        rewrite ?Nat.eqb_eq, ?Nat.ltb_lt, ?Nat.leb_le, ?N.ltb_lt in HC. lia.
      + left. rewrite !(cnt_above _ top); [reflexivity | | lia | | lia].
        * intros j Hj. apply Htop. lia.
        * exact Htop.
    - intros v Hv. specialize (HZ (N.to_nat v) ltac:(apply in_seq; lia)).
      rewrite N2Nat.id in HZ. apply Nat.leb_le in HZ. rewrite count_in_cnt in HZ by lia.
      exact HZ.
  Qed.
End Conditions.

(** ** The whole check *)

(** [Rt]: the instance's preperiod, which must be [n0 - max X]. *)
Definition check_all_but_v3 (X : list nat) (vals : list N) (mu q : nat) (s : N)
    (Rt n0 P : nat) (S : N) : bool :=
  (Rt =? n0 - list_max X) && check_values X vals && check_conditions X vals P S n0 &&
  check_arith_claim vals mu q s Rt P S.

Theorem check_all_but_v3_sound X vals mu q s Rt n0 P S :
  check_all_but_v3 X vals mu q s Rt n0 P S = true ->
  forall G, is_all_but_grundy X G ->
    (forall n, n < length vals -> at_ vals n = G n) /\ minimal_arith_period G mu q s.
Proof.
  intros Hc G HG. unfold check_all_but_v3 in Hc. repeat rewrite andb_true_iff in Hc.
  destruct Hc as [[[HR Hv] HC] HA]. apply Nat.eqb_eq in HR.
  pose proof (check_values_sound X vals G HG Hv) as Hpre. split; [exact Hpre|].
  apply (check_arith_claim_sound vals G Hpre mu q s Rt P S); [|exact HA].
  intros n Hn. subst Rt. apply (check_conditions_sound X vals G Hpre P S n0 HG HC). exact Hn.
Qed.
