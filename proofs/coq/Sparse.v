(** * The sparse-space recomputation of a version-2 certificate, exact for every mask
    (proofs/sparse-certificate.md).

    [sparse_values] is the loop of proofs/certificate-format.md ("Version 2") and
    proofs/checker/sparse_grundy.cpp, step for step: at heap [n] it marks the whole-heap and
    one-heap options and, for every splitting digit [k] and every rare position [r < n - k], the
    split [G(r) xor G(n-k-r)]; [c] is the smallest unmarked common value below
    [B = 2^(size largest)], or [B]; then it visits the splits [a = 1, 2, ...] of every splitting
    digit until every rare value below [c] is marked or the splits run out; the value is the
    smallest unmarked rare value below [c], else [c]. It counts the same work, and gives up where
    nimlab-check gives up (more work than allowed, a value beyond 16 bits, more rare positions
    than listed).

    [sparse_values_exact]: whatever the mask, when the loop finishes its values are the Grundy
    values of [Games.v] (the mex of the options of every heap). Heap indices and values are
    binary ([N]); the values are kept in a binary trie ([PositiveMap]) keyed by the heap, and
    also in a list, latest first, from which the search reads the far part of each split it
    visits one step after the other. *)
From Coq Require Import List Arith Lia PArith NArith Bool FMapPositive.
Import ListNotations.
From Nimlab Require Import Games OctalBound Loops Recompute.

(** ** Parity of the set bits *)

Fixpoint ppar (p : positive) : bool :=
  match p with xH => true | xO q => ppar q | xI q => negb (ppar q) end.

Definition npar (x : N) : bool := match x with N0 => false | Npos p => ppar p end.

Lemma npar_double x : npar (N.double x) = npar x.
Proof. destruct x; reflexivity. Qed.

Lemma npar_succ_double x : npar (N.succ_double x) = negb (npar x).
Proof. destruct x; reflexivity. Qed.

Lemma ppar_lxor p q : npar (Pos.lxor p q) = xorb (ppar p) (ppar q).
Proof.
  revert q. induction p as [p IH|p IH|]; intros [q|q|]; simpl;
    rewrite ?npar_double, ?npar_succ_double, ?IH; simpl;
    try destruct (ppar p); try destruct (ppar q); reflexivity.
Qed.

Lemma npar_lxor x y : npar (N.lxor x y) = xorb (npar x) (npar y).
Proof.
  destruct x as [|p], y as [|q]; simpl; try reflexivity.
  - destruct (ppar q); reflexivity.
  - destruct (ppar p); reflexivity.
  - apply ppar_lxor.
Qed.

Lemma land_lxor x y m : N.land (N.lxor x y) m = N.lxor (N.land x m) (N.land y m).
Proof.
  apply N.bits_inj. intros i. rewrite N.land_spec, !N.lxor_spec, !N.land_spec.
  destruct (N.testbit x i), (N.testbit y i), (N.testbit m i); reflexivity.
Qed.

(** ** Classes of values *)

(** The class of value [v] at heap [n]: common ([true]) or rare ([false]). *)
Definition common_at (M : N) (P : bool) (k0 v n : N) : bool :=
  xorb (npar (N.land v M)) (P && N.odd (n + k0)).

Definition rare_at (M : N) (P : bool) (k0 v n : N) : bool := negb (common_at M P k0 v n).

(** Lemma 1 of proofs/sparse-certificate.md: classes add over a split. *)
Lemma classes_add M P k0 k a b x y :
  (P = true -> N.odd k = N.odd k0) ->
  common_at M P k0 (N.lxor x y) (a + b + k) =
  xorb (common_at M P k0 x a) (common_at M P k0 y b).
Proof.
  intros Hk. unfold common_at. rewrite land_lxor, npar_lxor.
  destruct P; simpl.
  - specialize (Hk eq_refl). rewrite !N.odd_add, Hk.
    destruct (npar (N.land x M)), (npar (N.land y M)), (N.odd a), (N.odd b), (N.odd k0);
      reflexivity.
  - rewrite !xorb_false_r. reflexivity.
Qed.

(** ** Powers of two bound the options *)

Lemma lt_pow2_shiftr x j : (x < 2 ^ j)%N <-> N.shiftr x j = 0%N.
Proof.
  rewrite N.shiftr_div_pow2. split.
  - intros H. apply N.div_small. exact H.
  - intros H. apply N.div_small_iff in H; [exact H|]. apply N.pow_nonzero. lia.
Qed.

Lemma lxor_lt_pow2 x y j : (x < 2 ^ j)%N -> (y < 2 ^ j)%N -> (N.lxor x y < 2 ^ j)%N.
Proof.
  rewrite !lt_pow2_shiftr. intros Hx Hy. rewrite N.shiftr_lxor, Hx, Hy. reflexivity.
Qed.

(** ** Marks: a set of values *)

Definition hkey (n : N) : positive := N.succ_pos n.

Lemma hkey_inj a b : hkey a = hkey b -> a = b.
Proof.
  intros H. unfold hkey in H. pose proof (N.succ_pos_spec a) as Ea.
  pose proof (N.succ_pos_spec b) as Eb. rewrite H in Ea. rewrite Ea in Eb.
  apply N.succ_inj. exact Eb.
Qed.

Definition marks := PositiveMap.t unit.

Definition marked (s : marks) (v : N) : bool :=
  match PositiveMap.find (hkey v) s with Some _ => true | None => false end.

Definition mark (s : marks) (v : N) : marks := PositiveMap.add (hkey v) tt s.

Lemma marked_mark s v w : marked (mark s v) w = true <-> v = w \/ marked s w = true.
Proof.
  unfold marked, mark. destruct (N.eq_dec v w) as [->|Hne].
  - rewrite PositiveMap.gss. tauto.
  - rewrite PositiveMap.gso; [|intros E; apply Hne, hkey_inj; symmetry; exact E].
    split; [tauto|].
    intros [E|E]; [congruence | exact E].
Qed.

Lemma marked_empty v : marked (PositiveMap.empty unit) v = false.
Proof. unfold marked. rewrite PositiveMap.gempty. reflexivity. Qed.

(** Marking [f y] for every [y] of a list that passes [cond]. *)
Lemma fold_marks_spec {A} (cond : A -> bool) (f : A -> N) l s v :
  marked (fold_left (fun s y => if cond y then mark s (f y) else s) l s) v = true <->
  marked s v = true \/ exists y, In y l /\ cond y = true /\ f y = v.
Proof.
  revert s. induction l as [|y l IH]; intros s; simpl.
  - split; [tauto|]. intros [H|[y [[] _]]]. exact H.
  - rewrite IH. destruct (cond y) eqn:C.
    + rewrite marked_mark. split.
      * intros [[E|H]|[z [Hz [Cz Ez]]]]; [right; exists y; auto | left; exact H |].
        right. exists z. auto.
      * intros [H|[z [[<-|Hz] [Cz Ez]]]]; [left; right; exact H | left; left; exact Ez |].
        right. exists z. auto.
    + split.
      * intros [H|[z [Hz [Cz Ez]]]]; [left; exact H | right; exists z; auto].
      * intros [H|[z [[<-|Hz] [Cz Ez]]]]; [left; exact H | congruence |].
        right. exists z. auto.
Qed.

(** ** The values computed so far, keyed by heap *)

Definition history := PositiveMap.t N.

Definition hget (h : history) (n : N) : N :=
  match PositiveMap.find (hkey n) h with Some v => v | None => 0%N end.

Definition hset (h : history) (n v : N) : history := PositiveMap.add (hkey n) v h.

Lemma hget_hset h n v m : hget (hset h n v) m = if N.eqb n m then v else hget h m.
Proof.
  unfold hget, hset. destruct (N.eqb_spec n m) as [->|Hne].
  - rewrite PositiveMap.gss. reflexivity.
  - rewrite PositiveMap.gso; [reflexivity|]. intros E. apply Hne, hkey_inj. symmetry. exact E.
Qed.

(** ** Lists read from an offset *)

Lemma skipn_skipn' {A} a b (l : list A) : skipn a (skipn b l) = skipn (a + b) l.
Proof.
  revert l. induction b as [|b IH]; intros l; [rewrite Nat.add_0_r; reflexivity|].
  destruct l as [|x l]; simpl.
  - rewrite skipn_nil. destruct (a + S b); reflexivity.
  - rewrite IH. replace (a + S b) with (S (a + b)) by lia. reflexivity.
Qed.

Lemma tl_skipn {A} d (l : list A) : tl (skipn d l) = skipn (S d) l.
Proof.
  change (tl (skipn d l)) with (tl (skipn d l)).
  replace (S d) with (1 + d) by lia. rewrite <- skipn_skipn'.
  destruct (skipn d l); reflexivity.
Qed.

(** ** The loop *)

Section Loop.
  (** The code [d0.d1...dt] ([ds] as in [Octal ds]), the mask [M], the heap-parity flag [P]
      with [k0], and the limits: most rare positions, most work, largest value. *)
  Variables (ds : list nat) (M : N) (P : bool) (k0 max_rare max_work max_value : N).

  (** Each digit with its place [k]. *)
  Definition digits : list (nat * N) :=
    map (fun k => (nth k ds 0, N.of_nat k)) (seq 0 (length ds)).

  Definition split_places : list N :=
    map snd (filter (fun dk => bit 2 (fst dk)) digits).

  Definition rare (v n : N) : bool := rare_at M P k0 v n.

  (** Whole-heap and one-heap options of heap [n]. *)
  Definition move_marks (h : history) (n : N) : marks :=
    fold_left (fun s dk => if bit 1 (fst dk) && (0 <? snd dk)%N && (snd dk <? n)%N
                           then mark s (hget h (n - snd dk)) else s) digits
      (fold_left (fun s dk => if bit 0 (fst dk) && (0 <? snd dk)%N && (snd dk =? n)%N
                              then mark s 0%N else s) digits (PositiveMap.empty unit)).

  (** The splits with a rare part, for one splitting digit and [m = n - k]: [rs] holds the rare
      positions with their values. *)
  Definition rare_marks (h : history) (rs : list (N * N)) (m : N) (s : marks) : marks :=
    fold_left (fun s rx => if (fst rx <? m)%N
                           then mark s (N.lxor (snd rx) (hget h (m - fst rx))) else s) rs s.

  Definition enum_marks (h : history) (rs : list (N * N)) (n : N) (s : marks) : marks :=
    fold_left (fun s k => if (k + 2 <=? n)%N then rare_marks h rs (n - k) s else s)
      split_places s.

  Definition enum_work (nrare n : N) : N :=
    fold_left (fun w k => if (k + 2 <=? n)%N then (w + nrare)%N else w) split_places 0%N.

  (** The smallest unmarked rare value below [c], or [c]. *)
  Definition first_unmarked_rare (s : marks) (n c : N) : N :=
    first_where (fun v => negb (marked s v) && rare v n) 0 c.

  (** The state of the search: marks, value, work, next [a], and [G(n-k-a), ..., G(0)]. *)
  Definition search_step (h : history) (n k c : N) (st : marks * N * N * N * list N)
      : (marks * N * N * N * list N) + (marks * N * N * N * list N) :=
    let '(s, value, work, a, cur) := st in
    if (value <? c)%N then
      let s' := mark s (N.lxor (hget h a) (hd 0%N cur)) in
      inr (s', (if marked s' value then first_unmarked_rare s' n c else value),
           N.succ work, N.succ a, tl cur)
    else inl st.

  Definition search_digit (h : history) (rv : list N) (n c : N) (st : marks * N * N) (k : N)
      : marks * N * N :=
    let '(s, value, work) := st in
    match run_N (search_step h n k c) ((n - k) / 2)
            (s, value, work, 1%N, skipn (N.to_nat k) rv) with
    | inl (s', v', w', _, _) | inr (s', v', w', _, _) => (s', v', w')
    end.

  (** The value of heap [n] and the work it took, from the values of the heaps below it. *)
  Definition heap_value (h : history) (rv : list N) (rs : list (N * N)) (nrare largest n : N)
      : N * N :=
    let s0 := enum_marks h rs n (move_marks h n) in
    let bound := (2 ^ N.size largest)%N in
    let c := first_where (fun v => negb (marked s0 v) && negb (rare v n)) 0 bound in
    let '(_, value, work) :=
      fold_left (search_digit h rv n c) split_places
        (s0, first_unmarked_rare s0 n c, enum_work nrare n) in
    (value, work).

  Inductive failure : Type :=
  | WorkExceeded (n : N)        (* the work passed max_work at heap n *)
  | ValueTooLarge (n : N)       (* G(n) exceeds max_value *)
  | TooManyRare (n : N).        (* heap n is one rare position more than max_rare *)

  Record state : Type := mkstate {
    st_n : N;                   (* the next heap *)
    st_hist : history;          (* G(0..n-1) *)
    st_rev : list N;            (* G(n-1), ..., G(0) *)
    st_rare : list (N * N);     (* the rare positions below n with their values, increasing *)
    st_nrare : N;
    st_largest : N;
    st_largest_heap : N;        (* the first heap with the largest value *)
    st_work : N
  }.

  Definition heap_step (st : state) : failure + state :=
    let n := st_n st in
    let '(value, w) :=
      heap_value (st_hist st) (st_rev st) (st_rare st) (st_nrare st) (st_largest st) n in
    let work := (st_work st + w)%N in
    if (max_work <? work)%N then inl (WorkExceeded n) else
    if (max_value <? value)%N then inl (ValueTooLarge n) else
    let '(largest, largest_heap) :=
      if (st_largest st <? value)%N then (value, n) else (st_largest st, st_largest_heap st) in
    let h := hset (st_hist st) n value in
    let rv := value :: st_rev st in
    if (0 <? n)%N && rare value n then
      if (max_rare <? N.succ (st_nrare st))%N then inl (TooManyRare n) else
      inr (mkstate (N.succ n) h rv (st_rare st ++ [(n, value)]) (N.succ (st_nrare st)) largest
             largest_heap work)
    else inr (mkstate (N.succ n) h rv (st_rare st) (st_nrare st) largest largest_heap work).

  Definition initial : state := mkstate 0 (PositiveMap.empty N) [] [] 0 0 0 0.

  (** [G(0..L-1)], or where the loop gave up. *)
  Definition sparse_values (L : N) : failure + state := run_N heap_step L initial.

  (** ** Exactness *)

  Hypothesis parity_ok : forall k, In k split_places -> P = true -> N.odd k = N.odd k0.
  Variable g : nat -> N.
  Hypothesis Hg : is_grundy (Octal ds) g.

  Definition G (n : N) : N := g (N.to_nat n).

  Definition opt (n v : N) : Prop := In v (grundy_options (Octal ds) g (N.to_nat n)).

  Lemma in_digits d kn :
    In (d, kn) digits <-> exists k, k < length ds /\ d = nth k ds 0 /\ kn = N.of_nat k.
  Proof.
    unfold digits. rewrite in_map_iff. split.
    - intros [k [E Hk]]. injection E as <- <-. apply in_seq in Hk. exists k. split; [lia | auto].
    - intros [k (Hk & -> & ->)]. exists k. split; [reflexivity|]. apply in_seq. lia.
  Qed.

  Lemma in_split_places k :
    In k split_places <-> exists j, j < length ds /\ bit 2 (nth j ds 0) = true /\
                                    k = N.of_nat j.
  Proof.
    unfold split_places. rewrite in_map_iff. split.
    - intros [[d kn] [E Hin]]. simpl in E. subst kn. apply filter_In in Hin as [Hin B].
      apply in_digits in Hin as [j (Hj & -> & ->)]. exists j. auto.
    - intros [j (Hj & B & ->)]. exists (nth j ds 0, N.of_nat j). split; [reflexivity|].
      apply filter_In. split; [apply in_digits; exists j; auto | exact B].
  Qed.

  (** The options of heap [n], in binary numbers. *)
  Lemma opt_iff n v :
    opt n v <->
    exists k, k < length ds /\
      ((bit 0 (nth k ds 0) = true /\ 0 < k /\ N.of_nat k = n /\ v = 0%N) \/
       (bit 1 (nth k ds 0) = true /\ 0 < k /\ (N.of_nat k < n)%N /\ v = G (n - N.of_nat k)) \/
       (bit 2 (nth k ds 0) = true /\ exists a, (1 <= a)%N /\ (a + N.of_nat k < n)%N /\
          v = N.lxor (G a) (G (n - N.of_nat k - a)))).
  Proof.
    unfold opt. rewrite in_grundy_options. cbn [moves]. split.
    - intros [pos [Hpos ->]]. apply in_octal_moves in Hpos as [k [Hk H]]. exists k.
      split; [exact Hk|].
      destruct H as [(B & K & E & ->)|[(B & K & ->)|(B & K & a & Ha & ->)]].
      + left. repeat split; auto; lia.
      + right. left. repeat split; auto; [lia|lia|]. simpl. rewrite N.lxor_0_r.
        unfold G. f_equal. lia.
      + right. right. split; [exact B|]. exists (N.of_nat a). repeat split; [lia|lia|].
        simpl. rewrite N.lxor_0_r. unfold G. f_equal; f_equal; lia.
    - intros [k [Hk H]].
      destruct H as [(B & K & E & ->)|[(B & K & E & ->)|(B & a & Ha & Hak & ->)]].
      + exists []. split; [|reflexivity]. apply in_octal_moves. exists k. split; [exact Hk|].
        left. repeat split; auto; lia.
      + exists [N.to_nat (n - N.of_nat k)]. split.
        * apply in_octal_moves. exists k. split; [exact Hk|]. right. left.
          repeat split; auto; [lia|]. f_equal. lia.
        * simpl. rewrite N.lxor_0_r. reflexivity.
      + exists [N.to_nat a; N.to_nat (n - N.of_nat k - a)]. split.
        * apply in_octal_moves. exists k. split; [exact Hk|]. right. right.
          repeat split; auto; [lia|]. exists (N.to_nat a). split; [lia|]. do 2 f_equal. lia.
        * simpl. rewrite N.lxor_0_r. reflexivity.
  Qed.

  (** What the state of the loop knows before heap [n]. *)
  Record knows (h : history) (rv : list N) (rs : list (N * N)) (largest n : N) : Prop := {
    knows_values : forall m, (m < n)%N -> hget h m = G m;
    knows_rev_length : length rv = N.to_nat n;
    knows_rev : forall i, i < N.to_nat n -> nth i rv 0%N = G (n - 1 - N.of_nat i);
    knows_rare : forall r x, In (r, x) rs <->
                   (1 <= r < n)%N /\ x = G r /\ rare (G r) r = true;
    knows_largest : forall m, (m < n)%N -> (G m <= largest)%N
  }.

  Section Heap.
    Variables (h : history) (rv : list N) (rs : list (N * N)) (largest n : N).
    Hypothesis K : knows h rv rs largest n.

    Lemma split_of_place k a :
      In k split_places -> (1 <= a)%N -> (a + k < n)%N ->
      opt n (N.lxor (G a) (G (n - k - a))).
    Proof.
      intros Hk Ha Hak. apply in_split_places in Hk as [j (Hj & B & ->)].
      apply opt_iff. exists j. split; [exact Hj|]. right. right. split; [exact B|].
      exists a. auto.
    Qed.

    Lemma move_marks_spec v :
      marked (move_marks h n) v = true <->
      exists k, k < length ds /\
        ((bit 0 (nth k ds 0) = true /\ 0 < k /\ N.of_nat k = n /\ v = 0%N) \/
         (bit 1 (nth k ds 0) = true /\ 0 < k /\ (N.of_nat k < n)%N /\
            v = G (n - N.of_nat k))).
    Proof.
      unfold move_marks.
      rewrite (fold_marks_spec (fun dk => bit 1 (fst dk) && (0 <? snd dk)%N && (snd dk <? n)%N)
                 (fun dk => hget h (n - snd dk))).
      rewrite (fold_marks_spec (fun dk => bit 0 (fst dk) && (0 <? snd dk)%N && (snd dk =? n)%N)
                 (fun _ => 0%N)).
      rewrite marked_empty. split.
      - intros [[H0|[[d kn] (Hin & C & E)]]|[[d kn] (Hin & C & E)]]; [discriminate| |];
          apply in_digits in Hin as [k (Hk & -> & ->)]; cbn [fst snd] in C, E;
          apply andb_true_iff in C as [C C3]; apply andb_true_iff in C as [C1 C2];
          exists k; split; auto.
        + left. apply N.ltb_lt in C2. apply N.eqb_eq in C3. repeat split; auto; lia.
        + right. apply N.ltb_lt in C2. apply N.ltb_lt in C3. repeat split; auto; [lia|].
          rewrite <- E. apply (knows_values _ _ _ _ _ K). lia.
      - intros [k [Hk [(B & K0 & E & ->)|(B & K0 & E & ->)]]].
        + left. right. exists (nth k ds 0, N.of_nat k). split; [apply in_digits; eauto|].
          cbn [fst snd]. rewrite B. split; [|reflexivity].
          apply andb_true_iff. split; [apply andb_true_iff; split; [reflexivity|]|];
            [apply N.ltb_lt; lia | apply N.eqb_eq; exact E].
        + right. exists (nth k ds 0, N.of_nat k). split; [apply in_digits; eauto|].
          cbn [fst snd]. rewrite B. split.
          * apply andb_true_iff. split; [apply andb_true_iff; split; [reflexivity|]|];
              apply N.ltb_lt; lia.
          * apply (knows_values _ _ _ _ _ K). lia.
    Qed.

    Lemma enum_marks_spec s v :
      marked (enum_marks h rs n s) v = true <->
      marked s v = true \/
      exists k r x, In k split_places /\ (k + 2 <= n)%N /\ In (r, x) rs /\ (r < n - k)%N /\
        v = N.lxor x (G (n - k - r)).
    Proof.
      unfold enum_marks. generalize split_places as ks. intros ks. revert s.
      induction ks as [|k ks IH]; intros s; cbn [fold_left].
      - split; [tauto|]. intros [H|(k & r & x & [] & _)]. exact H.
      - rewrite IH. destruct (k + 2 <=? n)%N eqn:E.
        + unfold rare_marks.
          rewrite (fold_marks_spec (fun rx => (fst rx <? n - k)%N)
                     (fun rx => N.lxor (snd rx) (hget h (n - k - fst rx)))).
          apply N.leb_le in E. split.
          * intros [[H|[[r x] (Hin & C & Ev)]]|(k' & r & x & Hk & H2 & Hin & Hr & ->)].
            -- left. exact H.
            -- right. apply N.ltb_lt in C. exists k, r, x. cbn [fst snd] in *.
               split; [left; reflexivity|]. split; [exact E|]. split; [exact Hin|].
               split; [exact C|]. rewrite <- Ev. f_equal.
               apply (knows_rare _ _ _ _ _ K) in Hin. apply (knows_values _ _ _ _ _ K). lia.
            -- right. exists k', r, x. split; [right; exact Hk|]. auto.
          * intros [H|(k' & r & x & [<-|Hk] & H2 & Hin & Hr & ->)].
            -- left. left. exact H.
            -- left. right. exists (r, x). cbn [fst snd]. split; [exact Hin|].
               split; [apply N.ltb_lt; exact Hr|]. f_equal.
               apply (knows_rare _ _ _ _ _ K) in Hin. apply (knows_values _ _ _ _ _ K). lia.
            -- right. exists k', r, x. auto.
        + apply N.leb_gt in E. split.
          * intros [H|(k' & r & x & Hk & H2 & Hin & Hr & ->)]; [left; exact H|].
            right. exists k', r, x. split; [right; exact Hk|]. auto.
          * intros [H|(k' & r & x & [<-|Hk] & H2 & Hin & Hr & ->)]; [left; exact H | lia |].
            right. exists k', r, x. auto.
    Qed.

    Definition s0 := enum_marks h rs n (move_marks h n).

    (** Everything marked is an option. *)
    Lemma s0_options v : marked s0 v = true -> opt n v.
    Proof.
      unfold s0. rewrite enum_marks_spec, move_marks_spec.
      intros [[k [Hk [(B & K0 & E & ->)|(B & K0 & E & ->)]]]|(k & r & x & Hk & H2 & Hin & Hr & ->)].
      - apply opt_iff. exists k. split; [exact Hk|]. left. auto.
      - apply opt_iff. exists k. split; [exact Hk|]. right. left. auto.
      - apply (knows_rare _ _ _ _ _ K) in Hin as (Hr1 & -> & _).
        apply split_of_place; [exact Hk | lia | lia].
    Qed.

    (** The whole-heap and one-heap options are marked. *)
    Lemma s0_moves k v :
      k < length ds ->
      ((bit 0 (nth k ds 0) = true /\ 0 < k /\ N.of_nat k = n /\ v = 0%N) \/
       (bit 1 (nth k ds 0) = true /\ 0 < k /\ (N.of_nat k < n)%N /\
          v = G (n - N.of_nat k))) ->
      marked s0 v = true.
    Proof.
      intros Hk H. unfold s0. apply enum_marks_spec. left. apply move_marks_spec. exists k. auto.
    Qed.

    (** Lemma 2: every common option is marked. *)
    Lemma s0_common v : opt n v -> common_at M P k0 v n = true -> marked s0 v = true.
    Proof.
      intros Hv Hc.
      destruct (opt_iff n v) as [Hiff _].
      destruct (Hiff Hv) as [k [Hk [H|[H|(B & a & Ha & Hak & E)]]]].
      - apply (s0_moves k); auto.
      - apply (s0_moves k); auto.
      - set (kn := N.of_nat k) in *. set (b := (n - kn - a)%N).
        assert (Hkp : In kn split_places) by (apply in_split_places; exists k; auto).
        assert (Hsum : n = (a + b + kn)%N) by (unfold b; lia).
        assert (Hc' : common_at M P k0 (N.lxor (G a) (G b)) (a + b + kn) = true)
          by (rewrite <- Hsum; unfold b; rewrite <- E; exact Hc).
        clear Hc. rename Hc' into Hc.
        rewrite (classes_add M P k0 kn a b) in Hc;
          [|intros HP; apply parity_ok; assumption].
        unfold s0. apply enum_marks_spec. right.
        destruct (common_at M P k0 (G a) a) eqn:Ca.
        + (* b is the rare part *)
          assert (Cb : rare (G b) b = true).
          { unfold rare, rare_at. destruct (common_at M P k0 (G b) b) eqn:Cb;
              simpl in Hc; [discriminate | reflexivity]. }
          exists kn, b, (G b). repeat split; [exact Hkp | lia | | lia |].
          * apply (knows_rare _ _ _ _ _ K). repeat split; [lia | lia | exact Cb].
          * rewrite E, N.lxor_comm. do 2 f_equal. unfold b. lia.
        + assert (Ca' : rare (G a) a = true) by (unfold rare, rare_at; rewrite Ca; reflexivity).
          exists kn, a, (G a). repeat split; [exact Hkp | lia | | lia |].
          * apply (knows_rare _ _ _ _ _ K). repeat split; [lia | lia | exact Ca'].
          * rewrite E. reflexivity.
    Qed.

    Definition bound := (2 ^ N.size largest)%N.

    Lemma options_below v : opt n v -> (v < bound)%N.
    Proof.
      assert (Hl : forall m, (m < n)%N -> (G m < bound)%N).
      { intros m Hm. pose proof (knows_largest _ _ _ _ _ K m Hm). pose proof (N.size_gt largest).
        unfold bound. lia. }
      intros Hv. apply opt_iff in Hv
        as [k [Hk [(_ & _ & _ & ->)|[(_ & K0 & E & ->)|(_ & a & Ha & Hak & ->)]]]].
      - unfold bound. assert (2 ^ N.size largest <> 0)%N by (apply N.pow_nonzero; lia). lia.
      - apply Hl. lia.
      - apply lxor_lt_pow2; apply Hl; lia.
    Qed.

    Definition c := first_where (fun v => negb (marked s0 v) && negb (rare v n)) 0 bound.

    Lemma c_not_option : ~ opt n c.
    Proof.
      intros Hc.
      destruct (first_where_spec (fun v => negb (marked s0 v) && negb (rare v n)) 0 bound)
        as (Hr & _ & Hf). fold c in Hr, Hf.
      destruct (N.lt_ge_cases c bound) as [Hlt|Hge].
      - specialize (Hf ltac:(lia)). apply andb_true_iff in Hf as [Hm Hrare].
        unfold rare, rare_at in Hrare. rewrite negb_involutive in Hrare.
        rewrite (s0_common c Hc Hrare) in Hm. discriminate.
      - pose proof (options_below c Hc). lia.
    Qed.

    Lemma common_below_c v : (v < c)%N -> rare v n = false -> opt n v.
    Proof.
      intros Hv Hr.
      destruct (first_where_spec (fun v => negb (marked s0 v) && negb (rare v n)) 0 bound)
        as (_ & Hbelow & _). fold c in Hbelow. specialize (Hbelow v ltac:(lia)).
      rewrite Hr in Hbelow. simpl in Hbelow. rewrite andb_true_r in Hbelow.
      apply s0_options. destruct (marked s0 v); [reflexivity | discriminate].
    Qed.

    (** The search keeps: marks are options and include [s0]; [value] is a candidate. *)
    Definition search_ok (s : marks) (value : N) : Prop :=
      (forall v, marked s v = true -> opt n v) /\
      (forall v, marked s0 v = true -> marked s v = true) /\
      (value <= c)%N /\
      (forall w, (w < value)%N -> marked s w = true \/ rare w n = false) /\
      ((value < c)%N -> marked s value = false /\ rare value n = true).

    Lemma fur_ok s : (forall v, marked s v = true -> opt n v) ->
      (forall v, marked s0 v = true -> marked s v = true) ->
      search_ok s (first_unmarked_rare s n c).
    Proof.
      intros H1 H2. unfold first_unmarked_rare.
      destruct (first_where_spec (fun v => negb (marked s v) && rare v n) 0 c)
        as (Hr & Hbelow & Hf).
      unfold search_ok. split; [exact H1|]. split; [exact H2|]. split; [lia|]. split.
      - intros w Hw. specialize (Hbelow w ltac:(lia)). destruct (marked s w); [auto|].
        right. exact Hbelow.
      - intros Hlt. specialize (Hf ltac:(lia)). apply andb_true_iff in Hf as [Hm Hrr].
        split; [|exact Hrr]. destruct (marked s _); [discriminate | reflexivity].
    Qed.

    Definition split_marked (s : marks) (k : N) (upto : N) : Prop :=
      forall a, (1 <= a)%N -> (a < upto)%N -> marked s (N.lxor (G a) (G (n - k - a))) = true.

    Lemma search_digit_spec s value work k :
      In k split_places -> search_ok s value ->
      let '(s', value', _) := search_digit h rv n c (s, value, work) k in
      search_ok s' value' /\ (forall v, marked s v = true -> marked s' v = true) /\
      ((c <= value')%N \/ split_marked s' k (1 + (n - k) / 2)).
    Proof.
      intros Hk Hok. unfold search_digit. rewrite run_N_nat.
      set (f := N.to_nat ((n - k) / 2)).
      pose proof (run_nat_inv (search_step h n k c)
        (fun i st => let '(s', value', _, a, cur) := st in
           search_ok s' value' /\ (forall v, marked s v = true -> marked s' v = true) /\
           a = (1 + N.of_nat i)%N /\ split_marked s' k a /\
           cur = skipn (N.to_nat (k + a - 1)) rv)
        (fun st => let '(s', value', _, _, _) := st in
           search_ok s' value' /\ (forall v, marked s v = true -> marked s' v = true) /\
           (c <= value')%N) f) as Hinv.
      assert (Hrun : match run_nat (search_step h n k c) f
                             (s, value, work, 1%N, skipn (N.to_nat k) rv) with
        | inl e => let '(s', value', _, _, _) := e in
            search_ok s' value' /\ (forall v, marked s v = true -> marked s' v = true) /\
            (c <= value')%N
        | inr st' => let '(s', value', _, a, cur) := st' in
            search_ok s' value' /\ (forall v, marked s v = true -> marked s' v = true) /\
            a = (1 + N.of_nat f)%N /\ split_marked s' k a /\
            cur = skipn (N.to_nat (k + a - 1)) rv
        end).
      { apply Hinv; [|split; [exact Hok|]; split; [auto|]; split; [reflexivity|];
                      split; [intros a Ha Ha'; lia | f_equal; lia]].
        intros i [[[[s1 v1] w1] a] cur] Hi (Hok1 & Hmono & Ha & Hsplit & Hcur).
        unfold search_step.
        destruct (v1 <? c)%N eqn:Hv; [|apply N.ltb_ge in Hv; auto].
        apply N.ltb_lt in Hv.
        assert (Hai : (1 <= a)%N /\ (a + k < n)%N /\ (2 * a <= n - k)%N).
        { subst a. unfold f in Hi. assert (H2 := N.mul_div_le (n - k) 2 ltac:(lia)). lia. }
        set (x := N.lxor (hget h a) (hd 0%N cur)).
        assert (Ex : x = N.lxor (G a) (G (n - k - a))).
        { unfold x. rewrite (knows_values _ _ _ _ _ K) by lia. f_equal.
          assert (Hn := nth_skipn (N.to_nat (k + a - 1)) 0 rv 0%N).
          rewrite <- Hcur in Hn. rewrite Nat.add_0_r in Hn.
          replace (hd 0%N cur) with (nth 0 cur 0%N) by (destruct cur; reflexivity).
          rewrite Hn, (knows_rev _ _ _ _ _ K); [f_equal; lia|].
          pose proof (knows_rev_length _ _ _ _ _ K). lia. }
        destruct Hok1 as (O1 & S1 & L1 & B1 & F1).
        assert (Hmono' : forall v, marked s1 v = true -> marked (mark s1 x) v = true)
          by (intros v Hm; apply marked_mark; right; exact Hm).
        assert (Hnew : forall v, marked (mark s1 x) v = true -> opt n v).
        { intros v Hm. apply marked_mark in Hm as [<-|Hm]; [|apply O1, Hm].
          rewrite Ex. apply split_of_place; [exact Hk | lia | lia]. }
        assert (Hs0 : forall v, marked s0 v = true -> marked (mark s1 x) v = true)
          by (intros v Hm; apply Hmono', S1, Hm).
        split; [|split; [intros v Hm; apply Hmono', Hmono, Hm|]; split; [lia|]; split].
        - destruct (marked (mark s1 x) v1) eqn:Hm1; [apply fur_ok; assumption|].
          unfold search_ok. split; [exact Hnew|]. split; [exact Hs0|]. split; [exact L1|].
          split.
          + intros w Hw. destruct (B1 w Hw) as [Hm|Hm]; [left; apply Hmono', Hm | right; exact Hm].
          + intros Hlt. split; [exact Hm1|]. apply F1, Hlt.
        - intros a' Ha' Ha''. destruct (N.eq_dec a' a) as [->|Hne].
          + rewrite <- Ex. apply marked_mark. left. reflexivity.
          + apply Hmono', Hsplit; lia.
        - rewrite Hcur, tl_skipn. f_equal. lia. }
      destruct (run_nat _ f _) as [[[[[s' v'] w'] a'] cur']|[[[[s' v'] w'] a'] cur']].
      - destruct Hrun as (H1 & H2 & H3). auto.
      - destruct Hrun as (H1 & H2 & H3 & H4 & _). split; [exact H1|]. split; [exact H2|].
        right. unfold f in H3. rewrite N2Nat.id in H3. rewrite <- H3. exact H4.
    Qed.

    Lemma search_digit_stays s value work k :
      (c <= value)%N -> search_digit h rv n c (s, value, work) k = (s, value, work).
    Proof.
      intros Hc. unfold search_digit. rewrite run_N_nat.
      destruct (N.to_nat ((n - k) / 2)); simpl; [reflexivity|].
      unfold search_step. replace (value <? c)%N with false by (symmetry; apply N.ltb_ge; lia).
      reflexivity.
    Qed.

    Lemma search_ok_s0 : search_ok s0 (first_unmarked_rare s0 n c).
    Proof. apply fur_ok; [exact s0_options | auto]. Qed.

    (** After all splitting digits: the value is [c], or every split has been visited. *)
    Lemma search_all_spec work :
      let '(s', value', _) :=
        fold_left (search_digit h rv n c) split_places (s0, first_unmarked_rare s0 n c, work) in
      search_ok s' value' /\
      ((c <= value')%N \/ forall k, In k split_places -> split_marked s' k (1 + (n - k) / 2)).
    Proof.
      assert (H : forall ks s value work, incl ks split_places -> search_ok s value ->
        let '(s', value', _) := fold_left (search_digit h rv n c) ks (s, value, work) in
        search_ok s' value' /\ (forall v, marked s v = true -> marked s' v = true) /\
        ((c <= value')%N \/ forall k, In k ks -> split_marked s' k (1 + (n - k) / 2))).
      { induction ks as [|k ks IH]; intros s value w Hincl Hok; cbn [fold_left In].
        - split; [exact Hok|]. split; [auto|]. right. intros k [].
        - pose proof (search_digit_spec s value w k (Hincl k (or_introl eq_refl)) Hok) as Hd.
          destruct (search_digit h rv n c (s, value, w) k) as [[s1 v1] w1].
          destruct Hd as (Hok1 & Hmono1 & Hdone1).
          destruct (N.le_gt_cases c v1) as [Hc|Hc].
          + (* once the value reaches c it stays there *)
            assert (Hfix : forall ks',
                      fold_left (search_digit h rv n c) ks' (s1, v1, w1) = (s1, v1, w1)).
            { intros ks'. induction ks' as [|k' ks' IH']; [reflexivity|]. cbn [fold_left].
              rewrite search_digit_stays by exact Hc. exact IH'. }
            rewrite Hfix. split; [exact Hok1|]. split; [exact Hmono1|]. left. exact Hc.
          + destruct Hdone1 as [Hc'|Hk]; [lia|].
            specialize (IH s1 v1 w1 (fun y Hy => Hincl y (or_intror Hy)) Hok1).
            destruct (fold_left _ ks (s1, v1, w1)) as [[s2 v2] w2].
            destruct IH as (Hok2 & Hmono2 & Hdone2). split; [exact Hok2|].
            split; [intros v Hm; apply Hmono2, Hmono1, Hm|].
            destruct Hdone2 as [Hc2|Hall]; [left; exact Hc2|].
            right. intros k' [<-|Hk']; [|apply Hall, Hk'].
            intros a Ha Ha'. apply Hmono2, Hk; assumption. }
      specialize (H split_places s0 (first_unmarked_rare s0 n c) work
                                 (incl_refl _) search_ok_s0).
      destruct (fold_left _ _ _) as [[s' v'] w']. destruct H as (H1 & _ & H3). auto.
    Qed.
    (** Every option is marked once every split has been visited. *)
    Lemma all_options_marked s' :
      (forall v, marked s0 v = true -> marked s' v = true) ->
      (forall k, In k split_places -> split_marked s' k (1 + (n - k) / 2)) ->
      forall v, opt n v -> marked s' v = true.
    Proof.
      intros Hs0 Hall v Hv. destruct (opt_iff n v) as [Hiff _].
      destruct (Hiff Hv) as [k [Hk [H|[H|(B & a & Ha & Hak & E)]]]];
        [apply Hs0, (s0_moves k); auto | apply Hs0, (s0_moves k); auto |].
      set (kn := N.of_nat k) in *.
      assert (Hkp : In kn split_places) by (apply in_split_places; exists k; auto).
      pose proof (N.div_mod (n - kn) 2 ltac:(lia)) as Hdm.
      pose proof (N.mod_lt (n - kn) 2 ltac:(lia)) as Hml.
      destruct (N.le_gt_cases a ((n - kn) / 2)) as [Hle|Hgt].
      - rewrite E. apply (Hall kn Hkp); lia.
      - rewrite E, N.lxor_comm.
        assert (Hb := Hall kn Hkp (n - kn - a)%N ltac:(lia) ltac:(lia)).
        replace (n - kn - (n - kn - a))%N with a in Hb by lia. exact Hb.
    Qed.

    (** The value of heap [n] is its Grundy value. *)
    Lemma heap_value_spec nrare : fst (heap_value h rv rs nrare largest n) = G n.
    Proof.
      unfold heap_value. cbv zeta.
      change (enum_marks h rs n (move_marks h n)) with s0.
      change (2 ^ N.size largest)%N with bound.
      change (first_where (fun v => negb (marked s0 v) && negb (rare v n)) 0 bound) with c.
      pose proof (search_all_spec (enum_work nrare n)) as Hs.
      destruct (fold_left _ _ _) as [[s' v'] w']. cbn [fst].
      destruct Hs as ((O & S0 & L & Bl & F) & Hdone).
      unfold G. rewrite (Hg (N.to_nat n)). symmetry. apply mex_is.
      - intros x Hx. change (opt n x).
        destruct (rare x n) eqn:Hr.
        + destruct (Bl x ltac:(lia)) as [Hm|Hm]; [apply O, Hm | congruence].
        + apply common_below_c; [lia | exact Hr].
      - change (~ opt n v'). intros Hv.
        destruct (N.eq_dec v' c) as [->|Hne]; [exact (c_not_option Hv)|].
        destruct Hdone as [Hc|Hall]; [lia|].
        destruct (F ltac:(lia)) as [Hm _].
        rewrite (all_options_marked s' S0 Hall v' Hv) in Hm. discriminate.
    Qed.
  End Heap.
  Lemma knows_initial : knows (PositiveMap.empty N) [] [] 0 0.
  Proof.
    split; simpl; try tauto.
    - intros m Hm. lia.
    - intros i Hi. lia.
    - intros r x. split; [tauto | lia].
    - intros m Hm. lia.
  Qed.

  Lemma heap_step_spec st :
    knows (st_hist st) (st_rev st) (st_rare st) (st_largest st) (st_n st) ->
    match heap_step st with
    | inl _ => True
    | inr st' => (st_n st' = N.succ (st_n st))%N /\
                 knows (st_hist st') (st_rev st') (st_rare st') (st_largest st') (st_n st')
    end.
  Proof.
    intros K. destruct st as [n h rv rs nrare largest lheap work]. cbn [st_n st_hist st_rev
      st_rare st_nrare st_largest st_largest_heap st_work] in *.
    unfold heap_step. cbn [st_n st_hist st_rev st_rare st_nrare st_largest st_largest_heap
      st_work].
    pose proof (heap_value_spec h rv rs largest n K nrare) as Hv.
    destruct (heap_value h rv rs nrare largest n) as [value w]. cbn [fst] in Hv. subst value.
    destruct (max_work <? work + w)%N; [exact I|].
    destruct (max_value <? G n)%N; [exact I|].
    assert (Hvals : forall m, (m < N.succ n)%N -> hget (hset h n (G n)) m = G m).
    { intros m Hm. rewrite hget_hset. destruct (N.eqb_spec n m) as [->|Hne]; [reflexivity|].
      apply (knows_values _ _ _ _ _ K). lia. }
    assert (Hlen : length (G n :: rv) = N.to_nat (N.succ n)).
    { simpl. rewrite (knows_rev_length _ _ _ _ _ K). lia. }
    assert (Hrev : forall i, i < N.to_nat (N.succ n) ->
              nth i (G n :: rv) 0%N = G (N.succ n - 1 - N.of_nat i)).
    { intros [|i] Hi; simpl.
      - f_equal. lia.
      - rewrite (knows_rev _ _ _ _ _ K) by lia. f_equal. lia. }
    assert (Hlarge : forall m, (m < N.succ n)%N ->
              (G m <= fst (if (largest <? G n)%N then (G n, n) else (largest, lheap)))%N).
    { intros m Hm. destruct (largest <? G n)%N eqn:E; cbn [fst].
      - apply N.ltb_lt in E. destruct (N.eq_dec m n) as [->|Hne]; [lia|].
        pose proof (knows_largest _ _ _ _ _ K m ltac:(lia)). lia.
      - apply N.ltb_ge in E. destruct (N.eq_dec m n) as [->|Hne]; [lia|].
        apply (knows_largest _ _ _ _ _ K). lia. }
    destruct (if (largest <? G n)%N then (G n, n) else (largest, lheap)) as [lg lh].
    cbn [fst] in Hlarge.
    destruct ((0 <? n)%N && rare (G n) n) eqn:Hr.
    - destruct (max_rare <? N.succ nrare)%N; [exact I|].
      cbn [st_n st_hist st_rev st_rare st_largest].
      apply andb_true_iff in Hr as [Hn Hr]. apply N.ltb_lt in Hn.
      split; [reflexivity|]. split; [exact Hvals | exact Hlen | exact Hrev | | exact Hlarge].
      intros r x. rewrite in_app_iff. simpl. rewrite (knows_rare _ _ _ _ _ K). split.
      + intros [(H1 & H2 & H3)|[E|[]]]; [repeat split; auto; lia|].
        injection E as <- <-. repeat split; auto; lia.
      + intros ((H1 & H2) & H3 & H4). destruct (N.eq_dec r n) as [->|Hne].
        * right. left. rewrite H3. reflexivity.
        * left. repeat split; auto; lia.
    - cbn [st_n st_hist st_rev st_rare st_largest].
      split; [reflexivity|].
      split; [exact Hvals | exact Hlen | exact Hrev | | exact Hlarge].
      intros r x. rewrite (knows_rare _ _ _ _ _ K). split.
      + intros (H1 & H2 & H3). repeat split; auto; lia.
      + intros ((H1 & H2) & H3 & H4). destruct (N.eq_dec r n) as [->|Hne].
        * exfalso. subst x. replace (0 <? n)%N with true in Hr by (symmetry; apply N.ltb_lt; lia).
          rewrite H4 in Hr. discriminate.
        * repeat split; auto; lia.
  Qed.

  (** The recomputation is exact, whatever the mask: every value it keeps is the Grundy value
      of its heap (proofs/sparse-certificate.md, Lemmas 1 to 3). *)
  Theorem sparse_values_exact L st :
    sparse_values L = inr st ->
    st_n st = L /\ knows (st_hist st) (st_rev st) (st_rare st) (st_largest st) L.
  Proof.
    intros H. unfold sparse_values in H. rewrite run_N_nat in H.
    pose proof (run_nat_inv heap_step
      (fun i st => st_n st = N.of_nat i /\
         knows (st_hist st) (st_rev st) (st_rare st) (st_largest st) (st_n st))
      (fun _ => True) (N.to_nat L)) as Hinv.
    assert (Hrun : match run_nat heap_step (N.to_nat L) initial with
                   | inl _ => True
                   | inr st' => st_n st' = N.of_nat (N.to_nat L) /\
                       knows (st_hist st') (st_rev st') (st_rare st') (st_largest st') (st_n st')
                   end).
    { apply Hinv.
      - intros i s _ [Hn Ks]. pose proof (heap_step_spec s Ks) as Hs.
        destruct (heap_step s) as [e|s']; [exact I|]. destruct Hs as [Hn' Ks'].
        split; [lia | exact Ks'].
      - split; [reflexivity | exact knows_initial]. }
    rewrite H in Hrun. destruct Hrun as [Hn Ks]. rewrite N2Nat.id in Hn.
    split; [exact Hn|]. rewrite <- Hn. exact Ks.
  Qed.
End Loop.
