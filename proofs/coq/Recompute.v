(** * Recomputing values from the values already checked.

    The checker walks along the listed values once, keeping the values of heaps [n-1, ..., 0]
    reversed ([rv]); the options of heap [n] are read from [rv] (one heap left) and, for splits
    after removing [k], by pairing the listed values [1, 2, ...] with [rv] from [n-k-1] down, which
    lists each split [a + b = n - k], [a <= b], once. Every list access is sequential, so a
    splitting code costs O(L^2 t) and the others O(L t). This file proves that these options are
    the options of [Games.v], and that the walk accepts a list only if it is the true prefix. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Window.

(** ** List facts *)

Lemma nth_skipn {A} k j (l : list A) d : nth j (skipn k l) d = nth (k + j) l d.
Proof.
  revert l. induction k as [|k IH]; intros l; [reflexivity|].
  destruct l as [|x l]; simpl; [destruct j; reflexivity | apply IH].
Qed.

Lemma nth_firstn {A} m j (l : list A) d : j < m -> nth j (firstn m l) d = nth j l d.
Proof.
  revert m l. induction j as [|j IH]; intros m l Hj; destruct m as [|m]; try lia;
    destruct l as [|x l]; simpl; try reflexivity. apply IH. lia.
Qed.

Lemma nth_tl {A} j (l : list A) d : nth j (tl l) d = nth (S j) l d.
Proof. destruct l; simpl; [destruct j|]; reflexivity. Qed.

Lemma skipn_cons_nth {A} n (l rest : list A) c d :
  skipn n l = c :: rest -> n < length l /\ nth n l d = c /\ skipn (S n) l = rest.
Proof.
  revert l. induction n as [|n IH]; intros l H; destruct l as [|x l]; simpl in *;
    try discriminate.
  - injection H as -> ->. split; [lia | auto].
  - destruct (IH l H) as (H1 & H2 & H3). split; [lia | auto].
Qed.

Lemma skipn_nil_length {A} n (l : list A) : skipn n l = [] -> length l <= n.
Proof. intros H. pose proof (skipn_length n l) as E. rewrite H in E. simpl in E. lia. Qed.

(** ** Options of heap n from the reversed prefix *)

Definition fast_options {A} (zero : A) (split : nat -> list A) (r : rule) (rv : list A)
    (n : nat) : list A :=
  match r with
  | Subtract s => map (fun x => nth (x - 1) rv zero) (filter (fun x => x <=? n) s)
  | Octal ds =>
      flat_map
        (fun k =>
           let d := nth k ds 0 in
           (if bit 0 d && (0 <? k) && (k =? n) then [zero] else []) ++
           (if bit 1 d && (0 <? k) && (k <? n) then [nth (k - 1) rv zero] else []) ++
           (if bit 2 d && (k <? n) then split k else []))
        (seq 0 (length ds))
  end.

Definition split_ok {A} (r : rule) (n : nat) (split : nat -> list A) (posval : list nat -> A) :=
  match r with
  | Subtract _ => True
  | Octal ds =>
      forall k x, bit 2 (nth k ds 0) = true -> k < n ->
        (In x (split k) <-> exists a, 1 <= a <= n - k - 1 /\ x = posval [a; n - k - a])
  end.

Lemma in_app3 {A} (x : A) l1 l2 l3 m1 m2 m3 :
  (In x l1 <-> In x m1) -> (In x l2 <-> In x m2) -> (In x l3 <-> In x m3) ->
  (In x (l1 ++ l2 ++ l3) <-> In x (m1 ++ m2 ++ m3)).
Proof. rewrite !in_app_iff. tauto. Qed.

Lemma fast_options_in {A} (zero : A) split r rv n (v : nat -> A) (posval : list nat -> A) :
  valid_rule r ->
  (forall i, i < n -> nth i rv zero = v (n - 1 - i)) ->
  posval [] = zero -> (forall a, posval [a] = v a) ->
  split_ok r n split posval ->
  forall x, In x (fast_options zero split r rv n) <-> In x (map posval (moves r n)).
Proof.
  intros Hv Hrv H0 H1 Hsplit x. destruct r as [s|ds]; cbn [fast_options moves] in *.
  - rewrite map_map. replace (map (fun y => posval [n - y]) (filter (fun y => y <=? n) s))
      with (map (fun y => nth (y - 1) rv zero) (filter (fun y => y <=? n) s)); [tauto|].
    apply map_ext_in. intros y Hy. apply filter_In in Hy as [Hy Hle].
    apply Nat.leb_le in Hle. pose proof (proj2 Hv y Hy). rewrite H1, Hrv by lia.
    f_equal. lia.
  - unfold octal_moves. rewrite map_flat_map, !in_flat_map.
    assert (Hk : forall k, In x ((if bit 0 (nth k ds 0) && (0 <? k) && (k =? n) then [zero]
                                  else []) ++
                                 (if bit 1 (nth k ds 0) && (0 <? k) && (k <? n)
                                  then [nth (k - 1) rv zero] else []) ++
                                 (if bit 2 (nth k ds 0) && (k <? n) then split k else [])) <->
                      In x (map posval
                        ((if bit 0 (nth k ds 0) && (0 <? k) && (k =? n) then [[]] else []) ++
                         (if bit 1 (nth k ds 0) && (0 <? k) && (k <? n) then [[n - k]]
                          else []) ++
                         (if bit 2 (nth k ds 0) && (k <? n)
                          then map (fun a => [a; n - k - a]) (seq 1 (n - k - 1)) else [])))).
    { intros k. rewrite !map_app. apply in_app3.
      - destruct (bit 0 (nth k ds 0) && (0 <? k) && (k =? n)); simpl; rewrite ?H0; tauto.
      - destruct (bit 1 (nth k ds 0) && (0 <? k) && (k <? n)) eqn:B; simpl; [|tauto].
        apply andb_true_iff in B as [B K]. apply andb_true_iff in B as [_ K0].
        apply Nat.ltb_lt in K, K0. rewrite H1, Hrv by lia.
        replace (n - 1 - (k - 1)) with (n - k) by lia. tauto.
      - destruct (bit 2 (nth k ds 0)) eqn:B, (k <? n) eqn:K; simpl; try tauto.
        apply Nat.ltb_lt in K. rewrite (Hsplit k x B K), map_map, in_map_iff.
        split.
        + intros [a [Ha ->]]. exists a. split; [reflexivity | apply in_seq; lia].
        + intros [a [<- Ha]]. apply in_seq in Ha. exists a. split; [lia | reflexivity]. }
    split; intros [k [Hin Hx]]; exists k; split; try exact Hin; apply Hk; exact Hx.
Qed.

(** ** Splits as pairs read from the two ends *)

Fixpoint pair_xor (xs ys : list N) (cnt : nat) {struct cnt} : list N :=
  match cnt, xs, ys with
  | S c, x :: xs', y :: ys' => N.lxor x y :: pair_xor xs' ys' c
  | _, _, _ => []
  end.

Lemma pair_xor_in xs ys cnt x :
  cnt <= length xs -> cnt <= length ys ->
  In x (pair_xor xs ys cnt) <-> exists j, j < cnt /\ x = N.lxor (nth j xs 0%N) (nth j ys 0%N).
Proof.
  revert xs ys. induction cnt as [|c IH]; intros xs ys Hx Hy; simpl.
  - split; [contradiction | intros [j [Hj _]]; lia].
  - destruct xs as [|x0 xs], ys as [|y0 ys]; simpl in *; try lia. split.
    + intros [<-|H].
      * exists 0. split; [lia | reflexivity].
      * apply IH in H as [j [Hj ->]]; [|lia|lia]. exists (S j). split; [lia | reflexivity].
    + intros [[|j] [Hj ->]]; [left; reflexivity|]. right. apply IH; [lia|lia|].
      exists j. split; [lia | reflexivity].
Qed.

(** The Grundy options of heap [n]; [vs] is the whole listed sequence. *)
Definition grundy_next (r : rule) (vs rv : list N) (n : nat) : N :=
  mex (fast_options 0%N (fun k => pair_xor (tl vs) (skipn k rv) (Nat.div2 (n - k))) r rv n).

Definition outcome_next (r : rule) (c : convention) (rv : list outcome) (n : nat) : outcome :=
  fold_outcome c n (fast_options (terminal c) (fun _ => []) r rv n).

Lemma grundy_next_spec r vs rv n g :
  valid_rule r -> n <= length vs -> length rv = n ->
  (forall i, i < n -> nth i rv 0%N = g (n - 1 - i)) ->
  (forall i, i < n -> nth i vs 0%N = g i) ->
  grundy_next r vs rv n = mex (grundy_options r g n).
Proof.
  intros Hv Hvs Hlen Hrv Hfw. unfold grundy_next, grundy_options. apply mex_ext.
  apply (fast_options_in _ _ _ _ _ g); try assumption.
  - reflexivity.
  - intros a. simpl. apply N.lxor_0_r.
  - destruct r as [s|ds]; simpl; [exact I|]. intros k x _ Hk.
    pose proof (Nat.div2_odd (n - k)) as Hodd.
    assert (Hb : Nat.b2n (Nat.odd (n - k)) <= 1) by (destruct (Nat.odd (n - k)); simpl; lia).
    rewrite pair_xor_in; cycle 1.
    { destruct vs; simpl in *; lia. }
    { rewrite skipn_length. lia. }
    split.
    + intros [j [Hj ->]]. exists (S j). split; [lia|].
      rewrite nth_tl, nth_skipn, Hfw, Hrv by lia. simpl. rewrite N.lxor_0_r.
      do 2 f_equal. lia.
    + intros [a [Ha ->]]. simpl. rewrite N.lxor_0_r.
      destruct (Nat.le_gt_cases (2 * a) (n - k)) as [Hle|Hgt].
      * exists (a - 1). split; [lia|]. rewrite nth_tl, nth_skipn, Hfw, Hrv by lia.
        do 2 f_equal; lia.
      * exists (n - k - a - 1). split; [lia|]. rewrite nth_tl, nth_skipn, Hfw, Hrv by lia.
        rewrite N.lxor_comm. do 2 f_equal; lia.
Qed.

Lemma outcome_next_spec r c rv n o :
  valid_rule r -> splits r = false ->
  (forall i, i < n -> nth i rv (terminal c) = o (n - 1 - i)) ->
  outcome_next r c rv n = fold_outcome c n (map (pos_outcome c o) (moves r n)).
Proof.
  intros Hv Hs Hrv. unfold outcome_next. apply fold_outcome_ext.
  apply (fast_options_in _ _ _ _ _ o); try assumption.
  - reflexivity.
  - reflexivity.
  - destruct r as [s|ds]; cbn [split_ok]; [exact I|]. intros k x B _.
    rewrite (no_split_digit ds k Hs) in B. discriminate.
Qed.

(** ** The walk along the listed values *)

Fixpoint verify_values {A} (eqb : A -> A -> bool) (next : list A -> nat -> A) (rv : list A)
    (n : nat) (rest : list A) : option nat :=
  match rest with
  | [] => None
  | c :: rest' => if eqb c (next rv n) then verify_values eqb next (c :: rv) (S n) rest' else Some n
  end.

Lemma verify_values_sound {A} (d : A) eqb next (v : nat -> A) (vs : list A) :
  (forall x y, eqb x y = true -> x = y) ->
  (forall rv n, n < length vs -> length rv = n ->
     (forall i, i < n -> nth i rv d = v (n - 1 - i)) ->
     (forall i, i < n -> nth i vs d = v i) -> next rv n = v n) ->
  forall rest rv n, verify_values eqb next rv n rest = None -> length rv = n ->
    (forall i, i < n -> nth i rv d = v (n - 1 - i)) ->
    (forall i, i < n -> nth i vs d = v i) -> skipn n vs = rest ->
    forall i, i < length vs -> nth i vs d = v i.
Proof.
  intros Heqb Hnext rest. induction rest as [|c rest IH]; intros rv n Hver Hlen Hrv Hfw Hskip.
  - apply skipn_nil_length in Hskip. intros i Hi. apply Hfw. lia.
  - simpl in Hver. destruct (eqb c (next rv n)) eqn:E; [|discriminate].
    apply Heqb in E. apply (skipn_cons_nth n vs rest c d) in Hskip as (Hn & Hc & Hskip).
    assert (Ec : c = v n) by (rewrite E; apply Hnext; assumption).
    apply (IH (c :: rv) (S n) Hver); simpl; [lia | | | exact Hskip].
    + intros [|i] Hi; simpl; [rewrite Ec; f_equal; lia|]. rewrite Hrv by lia. f_equal. lia.
    + intros i Hi. destruct (Nat.eq_dec i n) as [->|Hne]; [rewrite Hc; exact Ec|].
      apply Hfw. lia.
Qed.

Lemma verify_grundy_sound r vs g :
  valid_rule r -> is_grundy r g ->
  verify_values N.eqb (grundy_next r vs) [] 0 vs = None ->
  forall i, i < length vs -> nth i vs 0%N = g i.
Proof.
  intros Hv Hg Hver. apply (verify_values_sound 0%N N.eqb (grundy_next r vs) g vs) with
    (rest := vs) (rv := []) (n := 0); try assumption; try reflexivity.
  - intros x y. apply N.eqb_eq.
  - intros rv n Hn Hlen Hrv Hfw. rewrite (Hg n). apply grundy_next_spec; auto; lia.
  - intros i Hi. lia.
  - intros i Hi. lia.
Qed.

Lemma verify_outcome_sound r c os o :
  valid_rule r -> splits r = false -> is_outcome r c o ->
  verify_values outcome_eqb (outcome_next r c) [] 0 os = None ->
  forall i, i < length os -> nth i os (terminal c) = o i.
Proof.
  intros Hv Hs Ho Hver.
  apply (verify_values_sound (terminal c) outcome_eqb (outcome_next r c) o os) with
    (rest := os) (rv := []) (n := 0); try assumption; try reflexivity.
  - intros x y. apply outcome_eqb_eq.
  - intros rv n _ _ Hrv _. rewrite (Ho n). apply outcome_next_spec; assumption.
  - intros i Hi. lia.
  - intros i Hi. lia.
Qed.

(** ** The value functions exist: built by the same steps, heap after heap *)

Fixpoint build_rev {A} (next : list A -> nat -> A) (n : nat) : list A :=
  match n with
  | O => []
  | S m => let rv := build_rev next m in next rv m :: rv
  end.

Lemma build_rev_spec {A} (d : A) next n :
  length (build_rev next n) = n /\
  forall i, i < n -> nth i (build_rev next n) d = hd d (build_rev next (S (n - 1 - i))).
Proof.
  induction n as [|n [IHl IH]]; simpl; [split; [reflexivity | intros; lia]|].
  split; [rewrite IHl; reflexivity|]. intros [|i] Hi; simpl.
  - destruct n; reflexivity.
  - rewrite IH by lia. simpl. replace (n - 0 - S i) with (n - 1 - i) by lia. reflexivity.
Qed.

Definition grundy_step (r : rule) (rv : list N) (m : nat) : N := grundy_next r (rev rv) rv m.

Definition grundy_function (r : rule) (n : nat) : N := hd 0%N (build_rev (grundy_step r) (S n)).

Theorem grundy_exists r : valid_rule r -> is_grundy r (grundy_function r).
Proof.
  intros Hv n. destruct (build_rev_spec 0%N (grundy_step r) n) as [Hl Hnth].
  unfold grundy_function at 1. cbn [build_rev hd]. unfold grundy_step at 1.
  apply grundy_next_spec.
  - exact Hv.
  - rewrite rev_length. lia.
  - exact Hl.
  - intros i Hi. rewrite Hnth by exact Hi. reflexivity.
  - intros i Hi. rewrite rev_nth by lia. rewrite Hl, Hnth by lia.
    unfold grundy_function. do 3 f_equal. lia.
Qed.

Definition outcome_function (r : rule) (c : convention) (n : nat) : outcome :=
  hd (terminal c) (build_rev (outcome_next r c) (S n)).

Theorem outcome_exists r c :
  valid_rule r -> splits r = false -> is_outcome r c (outcome_function r c).
Proof.
  intros Hv Hs n. destruct (build_rev_spec (terminal c) (outcome_next r c) n) as [_ Hnth].
  unfold outcome_function at 1. cbn [build_rev hd].
  apply outcome_next_spec; [exact Hv | exact Hs |]. intros i Hi. rewrite Hnth by exact Hi.
  reflexivity.
Qed.
