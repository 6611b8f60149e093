(** * The version-3 check of an all-but game (proofs/certificate-format.md, "Version 3").

    [check_all_but_v3] recomputes the listed values from [X], checks (W), (C), (Z) of
    proofs/all-but.md at [n0 = start] and the four steps from the instance to the claim
    ([check_arith_claim]); [check_all_but_v3_sound] says that then the listed values are the
    first values of every Grundy function of the game and the claim is its minimal arithmetic
    period, and [all_but_grundy_exists] that there is such a function. The values are checked
    rather than computed ([value_ok]), in time linear per heap. *)
From Coq Require Import List Arith Lia NArith Bool.
From Nimlab Require Import Games Arithmetic AllBut.
Import ListNotations.

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

(** The same list with the removals [k .. k + len - 1] looked up once: [mask] holds whether
    each is excluded, and beyond [max X] every removal is a move. *)
Fixpoint opts_masked (mask : list bool) (r : list N) : list N :=
  match mask, r with
  | [], _ => r
  | _, [] => []
  | b :: mask', g :: r' => if b then opts_masked mask' r' else g :: opts_masked mask' r'
  end.

Definition removal_mask (X : list nat) : list bool := map (excluded X) (seq 1 (list_max X)).

Lemma opts_from_beyond X : forall r k, (forall x, In x X -> x < k) -> opts_from X k r = r.
Proof.
  induction r as [|g r IH]; intros k H; simpl; [reflexivity|].
  destruct (excluded X k) eqn:E.
  - apply excluded_in, H in E. lia.
  - f_equal. apply IH. intros x Hx. specialize (H x Hx). lia.
Qed.

Lemma opts_masked_from X : forall r k len, (forall x, In x X -> x < k + len) ->
  opts_masked (map (excluded X) (seq k len)) r = opts_from X k r.
Proof.
  induction r as [|g r IH]; intros k len H.
  - destruct len; reflexivity.
  - destruct len as [|len].
    + change (opts_masked (map (excluded X) (seq k 0)) (g :: r)) with (g :: r).
      symmetry. apply opts_from_beyond. intros x Hx. specialize (H x Hx). lia.
    + simpl. rewrite !IH by (intros x Hx; specialize (H x Hx); lia). reflexivity.
Qed.

Lemma removal_mask_opts X r : opts_masked (removal_mask X) r = opts_from X 1 r.
Proof.
  apply opts_masked_from. intros x Hx. apply list_max_ge in Hx. lia.
Qed.

(** [M] grows while it occurs in [r]: every value below it occurs in [r] if every value below
    the start does. *)
Fixpoint advance (r : list N) (M : N) (fuel : nat) : N :=
  match fuel with
  | O => M
  | S f => if existsb (N.eqb M) r then advance r (N.succ M) f else M
  end.

Lemma advance_below r : forall fuel M, (forall w, (w < M)%N -> In w r) ->
  forall w, (w < advance r M fuel)%N -> In w r.
Proof.
  induction fuel as [|f IH]; intros M H w Hw; simpl in Hw; [apply H, Hw|].
  destruct (existsb (N.eqb M) r) eqn:E; [|apply H, Hw].
  apply (IH (N.succ M)); [|exact Hw]. intros u Hu.
  destruct (N.eq_dec u M) as [->|Hne]; [apply existsb_eqb_in, E | apply H; lia].
Qed.

(** Heap [n] (with [r] the values of heaps [n-1 .. 0], and every value below [M] among them)
    has the listed value [g] when [g] is no option value, [g <= M], and each excluded heap
    [n - x] whose value is below [g] has that value at another option: then every value below
    [g] occurs below [n], at an option or at an excluded heap, so at an option. Linear in [n]. *)
Definition value_ok (X : list nat) (mask : list bool) (r : list N) (M g : N) : bool :=
  let o := opts_masked mask r in
  negb (existsb (N.eqb g) o) && N.leb g M &&
  forallb (fun x => match nth_error r (x - 1) with
                    | None => true
                    | Some w => N.leb g w || existsb (N.eqb w) o
                    end) X.

Fixpoint values_from (X : list nat) (mask : list bool) (r : list N) (M : N) (n : nat)
    (rest : list N) : bool :=
  match rest with
  | [] => true
  | g :: rest' =>
      value_ok X mask r M g &&
      values_from X mask (g :: r) (if N.eqb g M then advance (g :: r) (N.succ M) n else M) (S n)
        rest'
  end.

Definition check_values (X : list nat) (vals : list N) : bool :=
  values_from X (removal_mask X) [] 0 0 vals.

Lemma value_ok_sound X G r M g :
  is_all_but_grundy X G ->
  (forall i, i < length r -> nth i r 0%N = G (length r - 1 - i)) ->
  (forall w, (w < M)%N -> In w r) ->
  value_ok X (removal_mask X) r M g = true -> g = G (length r).
Proof.
  intros HG Hr HM Hc. unfold value_ok in Hc. rewrite removal_mask_opts in Hc.
  repeat rewrite andb_true_iff in Hc. destruct Hc as [[Ha Hb1] Hb2].
  apply negb_true_iff in Ha. apply N.leb_le in Hb1. rewrite forallb_forall in Hb2.
  pose proof (opts_from_same X G r Hr) as Hsame.
  rewrite HG. symmetry. apply mex_is.
  - intros w Hw. apply Hsame. specialize (HM w ltac:(lia)).
    apply In_nth with (d := 0%N) in HM as [i [Hi Hiw]].
    destruct (excluded X (1 + i)) eqn:E.
    + specialize (Hb2 (1 + i) ltac:(apply excluded_in, E)).
      replace (1 + i - 1) with i in Hb2 by lia.
      rewrite (nth_error_nth' r 0%N Hi), Hiw in Hb2.
      apply orb_true_iff in Hb2 as [Hle|Hin]; [apply N.leb_le in Hle; lia|].
      apply existsb_eqb_in, Hin.
    + apply in_opts_from. exists i. auto.
  - intros Hin. apply Hsame in Hin. apply existsb_eqb_in in Hin. congruence.
Qed.

Lemma values_from_sound X G : is_all_but_grundy X G -> forall rest r M,
  (forall i, i < length r -> nth i r 0%N = G (length r - 1 - i)) ->
  (forall w, (w < M)%N -> In w r) ->
  values_from X (removal_mask X) r M (length r) rest = true ->
  forall i, i < length rest -> nth i rest 0%N = G (length r + i).
Proof.
  intros HG rest. induction rest as [|g rest IH]; intros r M Hr HM Hc i Hi; simpl in *; [lia|].
  apply andb_true_iff in Hc as [Hg Hc].
  pose proof (value_ok_sound X G r M g HG Hr HM Hg) as HgG.
  destruct i as [|i]; [rewrite Nat.add_0_r; exact HgG|].
  rewrite (IH (g :: r) (if N.eqb g M then advance (g :: r) (N.succ M) (length r) else M));
    [simpl; f_equal; lia | | | exact Hc | lia].
  - intros [|k] Hk; simpl; [rewrite HgG; f_equal; lia|].
    simpl in Hk. rewrite Hr by lia. f_equal. lia.
  - destruct (N.eqb_spec g M) as [->|Hne].
    + apply advance_below. intros w Hw. destruct (N.eq_dec w M) as [->|Hwm]; [left; auto|].
      right. apply HM. lia.
    + intros w Hw. right. apply HM, Hw.
Qed.

Theorem check_values_sound X vals G :
  is_all_but_grundy X G -> check_values X vals = true ->
  forall n, n < length vals -> at_ vals n = G n.
Proof.
  intros HG Hc n Hn.
  apply (values_from_sound X G HG vals [] 0%N ltac:(simpl; lia) ltac:(intros; lia) Hc n Hn).
Qed.

(** ** A Grundy function exists *)

(** The values of heaps [n-1 .. 0]. *)
Fixpoint values_rev (X : list nat) (n : nat) : list N :=
  match n with
  | O => []
  | S k => let r := values_rev X k in mex (opts_from X 1 r) :: r
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
  intros n. unfold all_but_values at 1. simpl.
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
  forallb (fun v => counts_match_b D B (count_in pre1 (N.of_nat v + St))
                                   (count_in pre0 (N.of_nat v)) (N.of_nat v))
    (seq 0 (S (N.to_nat top))).

Lemma firstn_at vals : forall n, n <= length vals -> firstn n vals = map (at_ vals) (seq 0 n).
Proof.
  induction vals as [|a vals IH]; intros n Hn; simpl in Hn.
  - replace n with 0 by lia. reflexivity.
  - destruct n as [|n]; [reflexivity|]. simpl. f_equal. rewrite IH by lia.
    rewrite <- seq_shift, map_map. reflexivity.
Qed.

Lemma fold_min_le x l y : In y l -> (fold_right N.min x l <= y)%N.
Proof.
  induction l as [|z l IH]; simpl; [contradiction|].
  intros [<-|H]; [lia|]. specialize (IH H). lia.
Qed.

Lemma fold_max_ge l y : In y l -> (y <= fold_right N.max 0 l)%N.
Proof.
  induction l as [|z l IH]; simpl; [contradiction|].
  intros [<-|H]; [lia|]. specialize (IH H). lia.
Qed.

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
