(** * All-but subtraction games: the theorem of proofs/all-but.md and the version-3 check.

    From a heap of [n] tokens a move removes any [k], [1 <= k <= n], [k] not in the finite set
    [X]. [all_but_theorem] is the criterion (W), (C), (Z) of proofs/all-but.md;
    [check_all_but_v3_sound] says what an accepted version-3 certificate of such a game states. *)
From Coq Require Import List Arith Lia NArith Bool.
From Nimlab Require Import Games Arithmetic.
Import ListNotations.

Definition excluded (X : list nat) (k : nat) : bool := existsb (Nat.eqb k) X.

(** The values of the heaps a move from [n] leaves: [j < n] with [n - j] not in [X] ([n - j]
    is at least 1, so whether [0] is listed does not matter). *)
Definition all_but_options (X : list nat) (G : nat -> N) (n : nat) : list N :=
  map G (filter (fun j => negb (excluded X (n - j))) (seq 0 n)).

Definition is_all_but_grundy (X : list nat) (G : nat -> N) : Prop :=
  forall n, G n = mex (all_but_options X G n).

(** ** Counts (proofs/all-but.md, "The values") *)

(** [C_n(v)]: heaps [j < n] of value [v]. *)
Definition cnt (G : nat -> N) (n : nat) (v : N) : nat :=
  length (filter (fun j => N.eqb (G j) v) (seq 0 n)).

(** [E_n(v)]: heaps [j < n] of value [v] that are not options of [n]. *)
Definition exc (X : list nat) (G : nat -> N) (n : nat) (v : N) : nat :=
  length (filter (fun j => excluded X (n - j) && N.eqb (G j) v) (seq 0 n)).

Lemma excluded_in X k : excluded X k = true <-> In k X.
Proof.
  unfold excluded. rewrite existsb_exists. split.
  - intros [x [Hx E]]. apply Nat.eqb_eq in E. subst. exact Hx.
  - intros H. exists k. split; [exact H | apply Nat.eqb_refl].
Qed.

Lemma list_max_ge X x : In x X -> x <= list_max X.
Proof.
  induction X as [|y X IH]; simpl; [contradiction|].
  intros [<-|H]; [lia | specialize (IH H); lia].
Qed.

Lemma filter_length_split {A} (f g : A -> bool) l :
  length (filter f l) =
  length (filter (fun x => g x && f x) l) + length (filter (fun x => negb (g x) && f x) l).
Proof.
  induction l as [|x l IH]; simpl; [reflexivity|].
  destruct (g x), (f x); simpl; rewrite IH; lia.
Qed.

Lemma filter_length_mono {A} (f g : A -> bool) l :
  (forall x, In x l -> f x = true -> g x = true) ->
  length (filter f l) <= length (filter g l).
Proof.
  induction l as [|x l IH]; simpl; intros H; [lia|].
  destruct (f x) eqn:Ef.
  - rewrite (H x (or_introl eq_refl) Ef). simpl.
    specialize (IH (fun y Hy => H y (or_intror Hy))). lia.
  - destruct (g x); simpl; specialize (IH (fun y Hy => H y (or_intror Hy))); lia.
Qed.

Lemma filter_length_none {A} (f : A -> bool) l :
  (forall x, In x l -> f x = false) -> length (filter f l) = 0.
Proof.
  induction l as [|x l IH]; simpl; intros H; [reflexivity|].
  rewrite (H x (or_introl eq_refl)). apply IH. auto.
Qed.

Lemma filter_length_map {A B} (f : B -> bool) (h : A -> B) l :
  length (filter f (map h l)) = length (filter (fun x => f (h x)) l).
Proof. induction l as [|x l IH]; simpl; [reflexivity|]. destruct (f (h x)); simpl; auto. Qed.

Lemma filter_length_ext {A} (f g : A -> bool) l :
  (forall x, In x l -> f x = g x) -> length (filter f l) = length (filter g l).
Proof. intros H. rewrite (filter_ext_in f g l H). reflexivity. Qed.

(** [v] is an option value of [n] exactly when [C_n(v) > E_n(v)]. *)
Lemma option_iff X G n v :
  In v (all_but_options X G n) <-> exc X G n v < cnt G n v.
Proof.
  unfold cnt, exc.
  rewrite (filter_length_split (fun j => N.eqb (G j) v) (fun j => excluded X (n - j))).
  cbv beta. unfold all_but_options. rewrite in_map_iff. split.
  - intros [j [Hj Hin]]. apply filter_In in Hin as [Hin Hne].
    enough (0 < length (filter (fun x => negb (excluded X (n - x)) && N.eqb (G x) v)
                          (seq 0 n))) by lia.
    assert (In j (filter (fun x => negb (excluded X (n - x)) && N.eqb (G x) v) (seq 0 n))).
    { apply filter_In. split; [exact Hin|]. rewrite Hne. simpl. apply N.eqb_eq. exact Hj. }
    destruct (filter _ _); [contradiction | simpl; lia].
  - intros H. destruct (filter (fun x => negb (excluded X (n - x)) && N.eqb (G x) v)
                          (seq 0 n)) as [|j l] eqn:E; [simpl in H; lia|].
    assert (Hj : In j (filter (fun x => negb (excluded X (n - x)) && N.eqb (G x) v)
                          (seq 0 n))) by (rewrite E; left; reflexivity).
    apply filter_In in Hj as [Hin Hb]. apply andb_true_iff in Hb as [Hne Heq].
    exists j. split; [apply N.eqb_eq, Heq|]. apply filter_In. split; assumption.
Qed.

Lemma NoDup_map_on {A B} (f : A -> B) l :
  NoDup l -> (forall x y, In x l -> In y l -> f x = f y -> x = y) -> NoDup (map f l).
Proof.
  induction l as [|x l IH]; simpl; intros Hnd Hinj; [constructor|].
  inversion Hnd as [|? ? Hx Hl]; subst. constructor.
  - intros Hin. apply in_map_iff in Hin as [y [Hy Hyl]].
    assert (y = x) by (apply Hinj; auto). subst. contradiction.
  - apply IH; [exact Hl|]. intros a b Ha Hb. apply Hinj; auto.
Qed.

(** [E_n(v) <= |X|]: distinct heaps [j] give distinct removals [n - j], all in [X]. *)
Lemma exc_le X G n v : exc X G n v <= length X.
Proof.
  unfold exc. eapply Nat.le_trans.
  - apply (filter_length_mono _ (fun j => excluded X (n - j))).
    intros x _ H. apply andb_true_iff in H. apply H.
  - rewrite <- (map_length (fun j => n - j)). apply NoDup_incl_length.
    + apply NoDup_map_on; [apply NoDup_filter, seq_NoDup|].
      intros a b Ha Hb E. apply filter_In in Ha as [Ha _]. apply filter_In in Hb as [Hb _].
      apply in_seq in Ha, Hb. lia.
    + intros k Hk. apply in_map_iff in Hk as [j [<- Hj]]. apply filter_In in Hj as [_ Hj].
      apply excluded_in. exact Hj.
Qed.

(** For [n >= max X], only the window [n - max X .. n - 1] can be excluded. *)
Lemma exc_window X G n v : list_max X <= n ->
  exc X G n v = length (filter (fun j => excluded X (n - j) && N.eqb (G j) v)
                          (seq (n - list_max X) (list_max X))).
Proof.
  intros Hn. unfold exc.
  assert (Hs : seq 0 n = seq 0 (n - list_max X) ++ seq (n - list_max X) (list_max X)).
  { replace (seq (n - list_max X) (list_max X))
      with (seq (0 + (n - list_max X)) (list_max X)) by reflexivity.
    rewrite <- seq_app. f_equal. lia. }
  rewrite Hs, filter_app, app_length.
  rewrite (filter_length_none _ (seq 0 (n - list_max X))); [reflexivity|].
  intros j Hj. apply in_seq in Hj. destruct (excluded X (n - j)) eqn:E; [|reflexivity].
  apply excluded_in, list_max_ge in E. lia.
Qed.

Lemma seq_shift_add a p len : seq (a + p) len = map (fun j => j + p) (seq a len).
Proof.
  revert a. induction len as [|len IH]; intros a; simpl; [reflexivity|].
  f_equal. replace (S (a + p)) with (S a + p) by lia. apply IH.
Qed.

Lemma cnt_succ G n v : cnt G (S n) v = cnt G n v + (if N.eqb (G n) v then 1 else 0).
Proof.
  unfold cnt. rewrite seq_S, filter_app, app_length. simpl. destruct (N.eqb (G n) v); reflexivity.
Qed.

(** ** The theorem *)

(** The three cases of (C) for one value [v]. *)
Definition counts_match (D : nat) (B : N) (a b : nat) (v : N) : Prop :=
  a = b \/ (D < a /\ D < b) \/ (1 <= a /\ 1 <= b /\ (v < B)%N).

Section Criterion.
  Variables (X : list nat) (G : nat -> N) (p : nat) (s : N) (n0 : nat) (B : N).
  Let m := list_max X.
  Let D := length X.
  Hypothesis HG : is_all_but_grundy X G.
  Hypothesis Hp : 1 <= p.
  Hypothesis Hn0 : m <= n0.
  (** (W) *)
  Hypothesis HW : forall i, 1 <= i <= m -> G (n0 - i + p) = (G (n0 - i) + s)%N.
  (** [B] is at most every value of the block [n0 - m .. n0 - m + p - 1] (the least of them in
      proofs/all-but.md; any lower bound will do). *)
  Hypothesis HB : forall j, n0 - m <= j < n0 - m + p -> (B <= G j)%N.
  (** (C) *)
  Hypothesis HC : forall v, counts_match D B (cnt G (n0 + p) (v + s)) (cnt G n0 v) v.
  (** (Z) *)
  Hypothesis HZ : forall v, (v < s)%N -> 1 <= cnt G (n0 + p) v.

  Let regular_below n := forall j, n0 - m <= j < n -> G (j + p) = (G j + s)%N.

  Lemma block_lower n : regular_below n -> forall j, n0 - m <= j < n + p -> (B <= G j)%N.
  Proof.
    intros Hr j. induction j as [j IH] using (well_founded_induction lt_wf). intros Hj.
    destruct (Nat.lt_ge_cases j (n0 - m + p)) as [Hlt|Hge]; [apply HB; lia|].
    replace j with (j - p + p) by lia. rewrite Hr by lia. specialize (IH (j - p)). lia.
  Qed.

  Lemma exc_shift n v : n0 <= n -> regular_below n -> exc X G (n + p) (v + s) = exc X G n v.
  Proof.
    intros Hn Hr. rewrite !exc_window by lia. fold m.
    replace (n + p - m) with ((n - m) + p) by lia. rewrite seq_shift_add, filter_length_map.
    apply filter_length_ext. intros j Hj. apply in_seq in Hj.
    replace (n + p - (j + p)) with (n - j) by lia. f_equal. rewrite Hr by lia.
    destruct (N.eqb_spec (G j + s) (v + s)), (N.eqb_spec (G j) v); try reflexivity; lia.
  Qed.

  Lemma exc_below_s n v : n0 <= n -> regular_below n -> (v < s)%N -> exc X G (n + p) v = 0.
  Proof.
    intros Hn Hr Hv. rewrite exc_window by lia. fold m.
    replace (n + p - m) with ((n - m) + p) by lia. rewrite seq_shift_add, filter_length_map.
    apply filter_length_none. intros j Hj. apply in_seq in Hj. rewrite Hr by lia.
    destruct (N.eqb_spec (G j + s) v); [lia | apply andb_false_r].
  Qed.

  Lemma exc_below_B n v : n0 <= n -> regular_below n -> (v < B)%N -> exc X G n v = 0.
  Proof.
    intros Hn Hr Hv. rewrite exc_window by lia. fold m. apply filter_length_none.
    intros j Hj. apply in_seq in Hj. pose proof (block_lower n Hr j ltac:(lia)).
    destruct (N.eqb_spec (G j) v); [lia | apply andb_false_r].
  Qed.

  (** One step of the induction: the least candidate of [n + p] is that of [n] plus [s]. *)
  Lemma step n : n0 <= n -> regular_below n ->
    (forall v, counts_match D B (cnt G (n + p) (v + s)) (cnt G n v) v) ->
    (forall v, (v < s)%N -> 1 <= cnt G (n + p) v) ->
    G (n + p) = (G n + s)%N.
  Proof.
    intros Hn Hr HCn HZn.
    assert (Hopt : forall v, In (v + s)%N (all_but_options X G (n + p)) <->
                             In v (all_but_options X G n)).
    { intros v. rewrite !option_iff, exc_shift by assumption.
      pose proof (exc_le X G n v) as Hle. fold D in Hle.
      destruct (HCn v) as [E|[[H1 H2]|(H1 & H2 & H3)]].
      - rewrite E. reflexivity.
      - lia.
      - rewrite exc_below_B by assumption. lia. }
    assert (Hlow : forall v, (v < s)%N -> In v (all_but_options X G (n + p))).
    { intros v Hv. apply option_iff. rewrite exc_below_s by assumption.
      specialize (HZn v Hv). lia. }
    rewrite HG. apply mex_is.
    - intros x Hx. destruct (N.lt_ge_cases x s) as [Hxs|Hxs]; [apply Hlow, Hxs|].
      replace x with (x - s + s)%N by lia. apply Hopt.
      apply mex_below. rewrite <- HG. lia.
    - intros Hin. apply Hopt in Hin. rewrite HG in Hin. apply (mex_not_in _ Hin).
  Qed.

  Lemma counts_match_add a b d v :
    counts_match D B a b v -> counts_match D B (a + d) (b + d) v.
  Proof. unfold counts_match. lia. Qed.

  Lemma invariant k :
    regular_below (n0 + k) /\
    (forall v, counts_match D B (cnt G (n0 + k + p) (v + s)) (cnt G (n0 + k) v) v) /\
    (forall v, (v < s)%N -> 1 <= cnt G (n0 + k + p) v).
  Proof.
    induction k as [|k [Hr [HCk HZk]]].
    - rewrite Nat.add_0_r. split; [|split; [exact HC | exact HZ]].
      intros j Hj. replace j with (n0 - (n0 - j)) by lia. apply HW. lia.
    - pose proof (step (n0 + k) ltac:(lia) Hr HCk HZk) as Hstep.
      replace (n0 + S k) with (S (n0 + k)) by lia.
      replace (S (n0 + k) + p) with (S (n0 + k + p)) by lia.
      split; [|split].
      + intros j Hj. destruct (Nat.eq_dec j (n0 + k)) as [->|Hne]; [exact Hstep|].
        apply Hr. lia.
      + intros v. rewrite !cnt_succ. rewrite Hstep.
        replace (N.eqb (G (n0 + k) + s) (v + s)) with (N.eqb (G (n0 + k)) v)
          by (destruct (N.eqb_spec (G (n0 + k) + s) (v + s)),
                       (N.eqb_spec (G (n0 + k)) v); try reflexivity; lia).
        apply counts_match_add, HCk.
      + intros v Hv. rewrite cnt_succ. specialize (HZk v Hv). lia.
  Qed.

  Theorem all_but_theorem : forall n, n0 - m <= n -> G (n + p) = (G n + s)%N.
  Proof.
    intros n Hn. destruct (invariant (S n)) as [Hr _]. apply Hr. lia.
  Qed.
End Criterion.

(** The mex recursion reads only smaller heaps, so it has one solution. *)
Theorem all_but_grundy_unique X G1 G2 :
  is_all_but_grundy X G1 -> is_all_but_grundy X G2 -> forall n, G1 n = G2 n.
Proof.
  intros H1 H2 n. induction n as [n IH] using (well_founded_induction lt_wf).
  rewrite (H1 n), (H2 n). unfold all_but_options. f_equal. apply map_ext_in.
  intros j Hj. apply filter_In in Hj as [Hj _]. apply in_seq in Hj. apply IH. lia.
Qed.
