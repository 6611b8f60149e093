(** * Version-1 certificates of subtraction games on machine integers.

    [check] ([Checker.v]) recomputes each listed value from the list of the values before it,
    latest first, reading [nth (x - 1)] for every element [x] of the set and comparing [x] with
    the heap in unary: a set of 3000 elements and 2^17 values is out of its reach.
    [check_subtract] recomputes the values of a subtraction game on primitive integers and
    arrays, the values so far in one array, the set read as binary numbers (its unary elements
    are built only where the certificate goes to [check] itself). Grundy values: the options of
    heap [n] are marked with the stamp [n + 1] in a second array of [|S| + 1] cells (every mex is
    at most [|S|], so larger option values are not marked), which needs no clearing between heaps
    and is written once for each value, not once for each option (a write allocates: the arrays
    are persistent); the mex is the first cell not stamped. Outcomes: one pass over the set,
    which stops at the first option that is a P-position. The smaller periods are tried on
    machine integers too ([check_period_fast]). [fverify_values_eq],
    [fverify_outcome_values_eq]: the walks give up at the same heap as [verify_values], or accept
    where it accepts, so [check_subtract_eq]: the verdict is [check]'s on every certificate.
    Other rules and certificates beyond the arrays' bounds go to [check] itself. *)
From Coq Require Import List Arith Lia NArith ZArith Bool Uint63 PArray.
Import ListNotations.
From Nimlab Require Import Games Recompute Checker FastSparse.

(** ** The walk *)

(** Stamps [vals.[n - x]] for every [x] of [s] up to [n], when it is below [K]. *)
Fixpoint fmark (vals : array int) (n stamp K : int) (s : list int) (seen : array int)
    : array int :=
  match s with
  | [] => seen
  | x :: s' =>
      fmark vals n stamp K s'
        (if (x <=? n)%uint63 then
           let v := vals.[n - x] in
           if (v <? K)%uint63 then if (seen.[v] =? stamp)%uint63 then seen else seen.[v <- stamp]
           else seen
         else seen)
  end.

(** The first cell from [m] on that is not stamped, within [fuel] cells. *)
Fixpoint funmarked (seen : array int) (stamp m : int) (fuel : nat) : int :=
  match fuel with
  | O => m
  | S f => if (seen.[m] =? stamp)%uint63 then funmarked seen stamp (m + 1)%uint63 f else m
  end.

(** Heap [n] ([nn] as a unary number, the index the verdict names) against the listed value
    [c]; [fuel] is [K] cells. *)
Fixpoint fverify (s : list int) (K : int) (fuel : nat) (vals seen : array int) (n : int)
    (nn : nat) (rest : list N) : option nat :=
  match rest with
  | [] => None
  | c :: rest' =>
      let seen' := fmark vals n (n + 1)%uint63 K s seen in
      let m := funmarked seen' (n + 1)%uint63 0%uint63 fuel in
      if N.eqb c (toN m) then fverify s K fuel vals.[n <- m] seen' (n + 1)%uint63 (S nn) rest'
      else Some nn
  end.

(** The walk from heap 0, [k] being [|S| + 1]. *)
Definition fverify_values (s : list int) (k : nat) (vs : list N) : option nat :=
  let K := ofN (N.of_nat k) in
  fverify s K k (PArray.make (ofN (N.of_nat (count_from vs 0))) 0%uint63) (PArray.make K 0%uint63)
    0%uint63 0 vs.

(** Outcomes: P, N and D as 0, 1 and 2 in the array. [fscan] tells whether some element of [s]
    fits [n], whether one leads to a P-position (then the scan stops) and whether one leads to a
    draw; [fold_fast] is [fold_outcome] on those three facts. *)
Definition ocode (o : outcome) : int := match o with OP => 0 | ON => 1 | OD => 2 end%uint63.

Fixpoint fscan (vals : array int) (n : int) (s : list int) (any d : bool) : bool * bool * bool :=
  match s with
  | [] => (any, false, d)
  | x :: s' =>
      if (x <=? n)%uint63 then
        let o := vals.[n - x] in
        if (o =? 0)%uint63 then (true, true, d) else fscan vals n s' true (d || (o =? 2)%uint63)
      else fscan vals n s' any d
  end.

Definition fold_fast (c : convention) (positive : bool) (r : bool * bool * bool) : outcome :=
  let '(any, p, d) := r in
  if negb any then (if draw c && positive then OD else terminal c)
  else if p then ON else if d then OD else OP.

Fixpoint fverify_outcomes (c : convention) (s : list int) (vals : array int) (n : int) (nn : nat)
    (rest : list outcome) : option nat :=
  match rest with
  | [] => None
  | o :: rest' =>
      let got := fold_fast c (0 <? n)%uint63 (fscan vals n s false false) in
      if outcome_eqb o got
      then fverify_outcomes c s vals.[n <- ocode got] (n + 1)%uint63 (S nn) rest'
      else Some nn
  end.

Definition fverify_outcome_values (c : convention) (s : list int) (os : list outcome)
    : option nat :=
  fverify_outcomes c s (PArray.make (ofN (N.of_nat (count_from os 0))) 0%uint63) 0%uint63 0 os.

(** The bounds of the arrays (4194303 cells) and of the set's elements. *)
Definition listed_fits {A} (s : list nat) (vs : list A) : bool :=
  (N.of_nat (count_from vs 0) <? 4194303)%N && (N.of_nat (count_from s 0) <? 4194302)%N &&
  forallb (fun x => N.of_nat x <? 2 ^ 40)%N s.

(** [check_period] with the smaller periods tried on machine integers: [p mod q] in unary takes
    [p] steps, so trying every [q < p] took [p^2]. *)
Fixpoint ffind_from (g : int -> bool) (q : int) (fuel : nat) : option int :=
  match fuel with
  | O => None
  | S f => if g q then Some q else ffind_from g (q + 1)%uint63 f
  end.

Definition check_period_fast {A} (eqb : A -> A -> bool) (d : A) (w : list A) (mu p bound : nat)
    : verdict :=
  check_period_from eqb d w mu p bound
    (fun _ =>
       let ip := ofN (N.of_nat p) in
       option_map (fun q => N.to_nat (toN q))
         (ffind_from (fun q => (ip mod q =? 0)%uint63 && holds_on eqb w mu (N.to_nat (toN q)) p)
            1%uint63 (p - 1))).

(** [finish] with [check_period_fast], given the number of values the proof needs. *)
Definition finish_with {A} (eqb : A -> A -> bool) (d : A) (w : list A) (bound : option nat)
    (pf : proof_kind) (mu p : nat) : verdict :=
  finish_from w bound pf mu p (check_period_fast eqb d w mu p).

(** ** The marks *)

Lemma fmark_spec vals n stamp K s seen :
  (toN K <= toN (PArray.length seen))%N ->
  PArray.length (fmark vals n stamp K s seen) = PArray.length seen /\
  forall m, (toN m < toN K)%N ->
    ((fmark vals n stamp K s seen).[m] = seen.[m] \/
     (fmark vals n stamp K s seen).[m] = stamp) /\
    ((fmark vals n stamp K s seen).[m] = stamp <->
     seen.[m] = stamp \/ exists x, In x s /\ (toN x <= toN n)%N /\ vals.[n - x] = m).
Proof.
  revert seen. induction s as [|x s IH]; intros seen HK; simpl.
  - split; [reflexivity|]. intros m _. split; [left; reflexivity|].
    split; [left; exact H | intros [H|[x [[] _]]]; exact H].
  - set (seen1 := if (x <=? n)%uint63 then _ else seen).
    assert (Hlen1 : PArray.length seen1 = PArray.length seen).
    { unfold seen1. destruct (x <=? n)%uint63; [|reflexivity].
      destruct (vals.[n - x] <? K)%uint63; [|reflexivity].
      destruct (seen.[vals.[n - x]] =? stamp)%uint63; [reflexivity | apply length_set]. }
    assert (Hstep : forall m, (toN m < toN K)%N ->
               (seen1.[m] = seen.[m] \/ seen1.[m] = stamp) /\
               (seen1.[m] = stamp <->
                seen.[m] = stamp \/ ((toN x <= toN n)%N /\ vals.[n - x] = m))).
    { intros m Hm. unfold seen1. rewrite leb_toN.
      destruct (N.leb_spec (toN x) (toN n)) as [Hx|Hx].
      - rewrite ltb_toN. destruct (N.ltb_spec (toN vals.[n - x]) (toN K)) as [Hv|Hv].
        + destruct (eqb (vals.[n - x]) m) eqn:E.
          * apply eqb_spec in E. rewrite <- E.
            destruct (seen.[vals.[n - x]] =? stamp)%uint63 eqn:Es.
            -- apply eqb_spec in Es. rewrite Es. split; [right; reflexivity | tauto].
            -- rewrite get_set_same; [split; [right; reflexivity | tauto]|].
               rewrite ltb_toN. apply N.ltb_lt. lia.
          * assert (Eo : (if (seen.[vals.[n - x]] =? stamp)%uint63 then seen
                          else seen.[vals.[n - x] <- stamp]).[m] = seen.[m]).
            { destruct (seen.[vals.[n - x]] =? stamp)%uint63; [reflexivity|].
              apply get_set_other. intros H. rewrite H, eqb_refl in E. discriminate. }
            rewrite Eo. split; [left; reflexivity|].
            split; [tauto | intros [H|[_ H]]; [exact H | apply eqb_spec in H; congruence]].
        + split; [left; reflexivity|].
          split; [tauto | intros [H|[_ H]]; [exact H | subst m; lia]].
      - split; [left; reflexivity|]. split; [tauto | intros [H|[H _]]; [exact H | lia]]. }
    destruct (IH seen1 ltac:(rewrite Hlen1; exact HK)) as [IHlen IHm].
    split; [rewrite IHlen; exact Hlen1|]. intros m Hm.
    destruct (IHm m Hm) as [IH1 IH2]. destruct (Hstep m Hm) as [S1 S2]. split.
    + destruct IH1 as [E|E]; [rewrite E; exact S1 | right; exact E].
    + rewrite IH2, S2. split.
      * intros [[H|[Hx Hv]]|[y [Hy Hr]]]; [left; exact H | right | right].
        -- exists x. split; [left; reflexivity | split; assumption].
        -- exists y. split; [right; exact Hy | exact Hr].
      * intros [H|[y [[<-|Hy] Hr]]]; [left; left; exact H | left; right; exact Hr |].
        right. exists y. split; [exact Hy | exact Hr].
Qed.

Lemma toN_succ x : (toN x < 2 ^ 62)%N -> toN (x + 1)%uint63 = (toN x + 1)%N.
Proof. intros H. rewrite toN_add; rewrite toN_1; [reflexivity | lia]. Qed.

Lemma funmarked_spec seen stamp fuel m0 y :
  (toN m0 <= y < toN m0 + N.of_nat fuel)%N -> (y < 2 ^ 62)%N ->
  (forall j, (toN m0 <= toN j < y)%N -> seen.[j] = stamp) -> seen.[ofN y] <> stamp ->
  funmarked seen stamp m0 fuel = ofN y.
Proof.
  revert m0. induction fuel as [|f IH]; intros m0 Hy Hsmall Hbelow Hy_not; simpl; [lia|].
  assert (Ey : toN m0 = y -> m0 = ofN y)
    by (intros E; apply toN_inj; rewrite toN_ofN by lia; exact E).
  destruct (seen.[m0] =? stamp)%uint63 eqn:E.
  - apply eqb_spec in E. destruct (N.eq_dec (toN m0) y) as [Hm|Hm].
    + exfalso. apply Hy_not. rewrite <- (Ey Hm). exact E.
    + assert (E1 : toN (m0 + 1)%uint63 = (toN m0 + 1)%N) by (apply toN_succ; lia).
      apply IH; [rewrite E1; rewrite Nat2N.inj_succ in Hy; lia | exact Hsmall | |exact Hy_not].
      intros j Hj. rewrite E1 in Hj. apply Hbelow. lia.
  - destruct (N.eq_dec (toN m0) y) as [Hm|Hm]; [exact (Ey Hm)|].
    exfalso. apply eqb_false_spec in E. apply E, Hbelow. lia.
Qed.

(** ** The walk gives [verify_values]'s answer *)

Lemma mex_from_le l : forall fuel m, (mex_from l m fuel <= m + N.of_nat fuel)%N.
Proof.
  induction fuel as [|f IH]; intros m; simpl; [lia|].
  destruct (existsb _ _); [specialize (IH (N.succ m)); lia | lia].
Qed.

Lemma filter_length_le' {A} (f : A -> bool) l : List.length (filter f l) <= List.length l.
Proof. induction l as [|x l IH]; simpl; [lia | destruct (f x); simpl; lia]. Qed.

(** Heap [n - x] as a machine integer. *)
Lemma sub_index n nn x :
  toN n = N.of_nat nn -> x <= nn -> (N.of_nat nn < 2 ^ 62)%N ->
  (n - ofN (N.of_nat x))%uint63 = ofN (N.of_nat (nn - x)).
Proof. intros Hn Hx Hs. apply toN_inj. rewrite toN_sub; rewrite !toN_ofN; lia. Qed.

(** Writing heap [n]'s value [m] (read as [c]) into the values so far. *)
Lemma push_value {A} (R : int -> A -> Prop) (d c : A) rv vals n nn m :
  toN n = N.of_nat nn -> (N.of_nat nn < toN (PArray.length vals))%N -> R m c ->
  (forall j, j < nn -> R vals.[ofN (N.of_nat j)] (nth (nn - 1 - j) rv d)) ->
  forall j, j < S nn -> R vals.[n <- m].[ofN (N.of_nat j)] (nth (S nn - 1 - j) (c :: rv) d).
Proof.
  intros Hn Hroom Hm Hvals j Hj. pose proof (toN_bound (PArray.length vals)).
  destruct (Nat.eq_dec j nn) as [->|Hne].
  - replace (ofN (N.of_nat nn)) with n by (apply toN_inj; rewrite toN_ofN; lia).
    rewrite get_set_same by (rewrite ltb_toN; apply N.ltb_lt; lia).
    replace (S nn - 1 - nn) with 0 by lia. exact Hm.
  - rewrite get_set_other.
    + replace (S nn - 1 - j) with (S (nn - 1 - j)) by lia. apply Hvals. lia.
    + intros E. apply (f_equal toN) in E. rewrite toN_ofN in E; lia.
Qed.

Section Walk.
  Variables (s : list nat) (vs : list N) (K : int).
  Hypothesis Hpos : forall x, In x s -> 0 < x.
  Hypothesis Hsmall : forall x, In x s -> (N.of_nat x < 2 ^ 40)%N.
  Hypothesis HK : toN K = N.of_nat (S (List.length s)).
  Hypothesis HKsmall : (toN K <= 4194303)%N.

  Let si := map (fun x => ofN (N.of_nat x)) s.

  Lemma in_si x : In x si <-> exists y, In y s /\ x = ofN (N.of_nat y).
  Proof.
    unfold si. rewrite in_map_iff. split; intros [y [H1 H2]]; exists y; split; auto.
  Qed.

  Lemma fverify_eq : forall rest vals seen n nn rv,
    List.length rv = nn ->
    toN n = N.of_nat nn ->
    (N.of_nat nn + N.of_nat (List.length rest) <= toN (PArray.length vals))%N ->
    (toN (PArray.length vals) <= 4194303)%N ->
    PArray.length seen = K ->
    (forall j, j < nn -> toN vals.[ofN (N.of_nat j)] = nth (nn - 1 - j) rv 0%N) ->
    (forall m, (toN m < toN K)%N -> (toN seen.[m] <= toN n)%N) ->
    fverify si K (S (List.length s)) vals seen n nn rest =
    verify_values N.eqb (grundy_next (Subtract s) vs) rv nn rest.
  Proof.
    induction rest as [|c rest IH]; intros vals seen n nn rv Hrv Hn Hroom Hcap Hseen Hvals Hst;
      [reflexivity|].
    cbn [fverify verify_values]. cbv zeta.
    cbn in Hroom.
    set (stamp := (n + 1)%uint63).
    assert (Hstamp : toN stamp = N.of_nat (S nn)) by (unfold stamp; rewrite toN_succ; lia).
    destruct (fmark_spec vals n stamp K si seen ltac:(rewrite Hseen; lia)) as [Hlen' Hmark].
    set (seen' := fmark vals n stamp K si seen) in *.
    set (opts := map (fun x => nth (x - 1) rv 0%N) (filter (fun x => x <=? nn) s)).
    assert (Hopt : forall v, In v opts <->
                     exists x, In x si /\ (toN x <= toN n)%N /\ toN vals.[n - x] = v).
    { intros v. unfold opts. rewrite in_map_iff. split.
      - intros [x [<- Hx]]. apply filter_In in Hx as [Hx Hle]. apply Nat.leb_le in Hle.
        pose proof (Hpos x Hx). pose proof (Hsmall x Hx).
        exists (ofN (N.of_nat x)). split; [apply in_si; exists x; auto|].
        rewrite toN_ofN by lia. split; [lia|].
        rewrite (sub_index n nn), Hvals by lia. f_equal. lia.
      - intros [y [Hy [Hle Hv]]]. apply in_si in Hy as [x [Hx ->]].
        pose proof (Hpos x Hx). pose proof (Hsmall x Hx). rewrite toN_ofN in Hle by lia.
        exists x. split; [|apply filter_In; split; [exact Hx | apply Nat.leb_le; lia]].
        rewrite <- Hv, (sub_index n nn), Hvals by lia. f_equal. lia. }
    assert (Hmex_le : (mex opts <= N.of_nat (List.length s))%N).
    { unfold mex. pose proof (mex_from_le opts (List.length opts) 0).
      unfold opts in *. rewrite map_length in *.
      pose proof (filter_length_le' (fun x => x <=? nn) s). lia. }
    assert (Hm : funmarked seen' stamp 0%uint63 (S (List.length s)) = ofN (mex opts)).
    assert (HmK : (toN (ofN (mex opts)) < toN K)%N) by (rewrite toN_ofN, HK; lia).
    { apply funmarked_spec; [rewrite toN_0; lia | lia | |].
      - intros j Hj. rewrite toN_0 in Hj.
        assert (Hin : In (toN j) opts) by (apply mex_below; lia).
        apply (proj2 (Hmark j ltac:(lia))). right.
        apply Hopt in Hin as [x [Hx [Hle Hv]]]. exists x. split; [exact Hx|]. split; [exact Hle|].
        apply toN_inj. exact Hv.
      - intros Hst'. apply (proj1 (proj2 (Hmark _ HmK))) in Hst'.
        destruct Hst' as [H|[x [Hx [Hle Hv]]]].
        + pose proof (Hst (ofN (mex opts)) HmK). rewrite H in *. lia.
        + apply (mex_not_in opts). apply Hopt. exists x. split; [exact Hx|]. split; [exact Hle|].
          rewrite Hv. apply toN_ofN. lia. }
    rewrite Hm, toN_ofN by lia.
    assert (Enext : grundy_next (Subtract s) vs rv nn = mex opts) by reflexivity.
    rewrite Enext. destruct (N.eqb c (mex opts)) eqn:Ec; [|reflexivity].
    apply N.eqb_eq in Ec. subst c.
    apply IH.
    - simpl. lia.
    - exact Hstamp.
    - rewrite length_set. lia.
    - rewrite length_set. exact Hcap.
    - rewrite Hlen'. exact Hseen.
    - apply (push_value (fun v c => toN v = c)); [exact Hn | lia | | exact Hvals].
      apply toN_ofN. lia.
    - intros m Hmk. destruct (proj1 (Hmark m Hmk)) as [E|E]; rewrite E.
      + pose proof (Hst m Hmk). rewrite Hstamp. lia.
      + lia.
  Qed.
End Walk.

Lemma fverify_values_eq s vs :
  listed_fits s vs = true -> rule_ok (Subtract s) = true ->
  fverify_values (map (fun x => ofN (N.of_nat x)) s) (S (count_from s 0)) vs =
  verify_values N.eqb (grundy_next (Subtract s) vs) [] 0 vs.
Proof.
  intros F Hok. apply rule_ok_valid in Hok as [_ Hpos].
  unfold listed_fits in F. apply andb_true_iff in F as [F F3].
  apply andb_true_iff in F as [F1 F2]. apply N.ltb_lt in F1, F2.
  rewrite forallb_forall in F3. rewrite count_from_length in F1. rewrite count_from_length in F2.
  unfold fverify_values. rewrite !count_from_length. cbn [Nat.add].
  assert (HK : toN (ofN (N.of_nat (S (List.length s)))) = N.of_nat (S (List.length s)))
    by (apply toN_ofN; lia).
  apply fverify_eq.
  - exact Hpos.
  - intros x Hx. apply N.ltb_lt, F3, Hx.
  - exact HK.
  - rewrite HK. lia.
  - reflexivity.
  - reflexivity.
  - rewrite length_make_small; rewrite toN_ofN; lia.
  - rewrite length_make_small; rewrite toN_ofN; lia.
  - apply length_make_small. rewrite HK. lia.
  - intros j Hj. lia.
  - intros m _. rewrite get_make. lia.
Qed.

(** ** The period *)

Lemma ffind_from_eq g f : forall n a,
  (N.of_nat (a + n) < 2 ^ 62)%N ->
  (forall k, a <= k < a + n -> g (ofN (N.of_nat k)) = f k) ->
  option_map (fun q => N.to_nat (toN q)) (ffind_from g (ofN (N.of_nat a)) n) = find f (seq a n).
Proof.
  induction n as [|n IH]; intros a Hsmall Hgf; [reflexivity|]. cbn [ffind_from seq find].
  rewrite Hgf by lia. destruct (f a).
  - simpl. rewrite toN_ofN by lia. rewrite Nat2N.id. reflexivity.
  - replace (ofN (N.of_nat a) + 1)%uint63 with (ofN (N.of_nat (S a))).
    + apply IH; [lia|]. intros k Hk. apply Hgf. lia.
    + assert (Ea : toN (ofN (N.of_nat a)) = N.of_nat a) by (apply toN_ofN; lia).
      apply toN_inj. rewrite toN_succ, Ea by lia. rewrite toN_ofN by lia. lia.
Qed.

Lemma check_period_fast_eq {A} (eqb : A -> A -> bool) d w mu p bound :
  (N.of_nat p < 2 ^ 40)%N ->
  check_period_fast eqb d w mu p bound = check_period eqb d w mu p bound.
Proof.
  intros Hp. unfold check_period_fast, check_period, check_period_from.
  destruct (count_from w 0 <? bound); [reflexivity|].
  destruct (first_mismatch _ _ _ _); [reflexivity|]. cbv zeta.
  pose proof (ffind_from_eq
                (fun q => (ofN (N.of_nat p) mod q =? 0)%uint63 &&
                          holds_on eqb w mu (N.to_nat (toN q)) p)
                (fun q => (p mod q =? 0) && holds_on eqb w mu q p) (p - 1) 1) as E.
  change (ofN (N.of_nat 1)) with 1%uint63 in E. rewrite E; [reflexivity | lia |].
  intros k Hk. rewrite toN_ofN, Nat2N.id by lia. f_equal.
  rewrite eqb_toN, toN_mod, !toN_ofN, toN_0 by lia.
  apply eq_iff_eq_true. rewrite N.eqb_eq, Nat.eqb_eq. rewrite <- Nat2N.inj_mod. lia.
Qed.

Lemma finish_with_eq {A} (eqb : A -> A -> bool) d w r grundy pf mu p :
  (N.of_nat (List.length w) < 2 ^ 40)%N ->
  finish_with eqb d w (proof_bound r grundy pf mu p) pf mu p = finish eqb d w r grundy pf mu p.
Proof.
  intros Hw. unfold finish_with, finish, finish_from.
  destruct ((count_from w 0 <? mu) || (count_from w 0 <? p)) eqn:E; [reflexivity|].
  apply orb_false_iff in E as [_ E]. rewrite count_from_length in E. apply Nat.ltb_ge in E.
  destruct (proof_bound r grundy pf mu p); [|reflexivity].
  apply check_period_fast_eq. lia.
Qed.

(** ** The outcomes' walk *)

Section Outcomes.
  Variables (s : list nat) (c : convention) (rv : list outcome) (vals : array int) (n : int)
    (nn : nat).
  Hypothesis Hpos : forall x, In x s -> 0 < x.
  Hypothesis Hsmall : forall x, In x s -> (N.of_nat x < 2 ^ 40)%N.
  Hypothesis Hn : toN n = N.of_nat nn.
  Hypothesis Hnn : (N.of_nat nn < 2 ^ 40)%N.
  Hypothesis Hvals :
    forall j, j < nn -> vals.[ofN (N.of_nat j)] = ocode (nth (nn - 1 - j) rv (terminal c)).

  Let opts (s : list nat) :=
    map (fun x => nth (x - 1) rv (terminal c)) (filter (fun x => x <=? nn) s).
  Let isP o := outcome_eqb OP o.
  Let isD o := outcome_eqb OD o.

  Lemma read_option x : In x s -> x <= nn ->
    vals.[n - ofN (N.of_nat x)] = ocode (nth (x - 1) rv (terminal c)).
  Proof.
    intros Hx Hle. pose proof (Hpos x Hx). pose proof (Hsmall x Hx).
    rewrite (sub_index n nn), Hvals by lia. do 2 f_equal. lia.
  Qed.

  Lemma ocode_0 o : (ocode o =? 0)%uint63 = isP o.
  Proof. destruct o; reflexivity. Qed.
  Lemma ocode_2 o : (ocode o =? 2)%uint63 = isD o.
  Proof. destruct o; reflexivity. Qed.

  Lemma fscan_spec : forall s' any d, incl s' s ->
    let R := fscan vals n (map (fun x => ofN (N.of_nat x)) s') any d in
    (existsb isP (opts s') = true -> fst (fst R) = true /\ snd (fst R) = true) /\
    (existsb isP (opts s') = false ->
       R = (any || negb (match opts s' with [] => true | _ => false end), false,
            d || existsb isD (opts s'))).
  Proof.
    induction s' as [|x s' IH]; intros any d Hincl; cbn zeta.
    - simpl. split; [discriminate | intros _; rewrite orb_false_r, orb_false_r; reflexivity].
    - assert (Hx : In x s) by (apply Hincl; left; reflexivity).
      assert (Hi : incl s' s) by (intros y Hy; apply Hincl; right; exact Hy).
      pose proof (Hpos x Hx). pose proof (Hsmall x Hx).
      unfold opts. cbn [map fscan filter].
      rewrite leb_toN, Hn, toN_ofN by lia.
      destruct (Nat.leb_spec x nn) as [Hle|Hgt].
      + assert (E : (N.of_nat x <=? N.of_nat nn)%N = true) by (apply N.leb_le; lia).
        rewrite E. cbn [map existsb]. rewrite (read_option x Hx Hle), ocode_0.
        destruct (isP (nth (x - 1) rv (terminal c))) eqn:P.
        * split; [intros _; split; reflexivity | discriminate].
        * cbn [orb]. rewrite ocode_2.
          destruct (IH true (d || isD (nth (x - 1) rv (terminal c))) Hi) as [IH1 IH2].
          fold (opts s'). split; [exact IH1|]. intros Hno. rewrite (IH2 Hno).
          rewrite orb_true_l, orb_assoc. cbn [negb]. rewrite orb_true_r. reflexivity.
      + assert (E : (N.of_nat x <=? N.of_nat nn)%N = false) by (apply N.leb_gt; lia).
        rewrite E. exact (IH any d Hi).
  Qed.

  Lemma fold_fast_eq :
    fold_fast c (0 <? n)%uint63 (fscan vals n (map (fun x => ofN (N.of_nat x)) s) false false) =
    fold_outcome c nn (opts s).
  Proof.
    destruct (fscan_spec s false false (incl_refl s)) as [H1 H2].
    assert (Epos : (0 <? n)%uint63 = (0 <? nn)).
    { rewrite ltb_toN, Hn, toN_0. apply eq_iff_eq_true. rewrite N.ltb_lt, Nat.ltb_lt. lia. }
    unfold fold_outcome. destruct (existsb isP (opts s)) eqn:P.
    - destruct (H1 eq_refl) as [A B].
      destruct (fscan _ _ _ _ _) as [[any p] d]. simpl in A, B. subst any p. simpl.
      destruct (opts s) as [|o l]; [discriminate|].
      change (existsb (outcome_eqb OP) (o :: l)) with (existsb isP (o :: l)). rewrite P.
      reflexivity.
    - rewrite (H2 eq_refl). unfold fold_fast. rewrite Epos.
      destruct (opts s) as [|o l]; [reflexivity|]. cbn [negb orb].
      change (existsb (outcome_eqb OP) (o :: l)) with (existsb isP (o :: l)). rewrite P.
      reflexivity.
  Qed.
End Outcomes.

Lemma fverify_outcomes_eq s c (Hpos : forall x, In x s -> 0 < x)
    (Hsmall : forall x, In x s -> (N.of_nat x < 2 ^ 40)%N) :
  forall rest vals n nn rv,
    List.length rv = nn ->
    toN n = N.of_nat nn ->
    (N.of_nat nn + N.of_nat (List.length rest) <= toN (PArray.length vals))%N ->
    (toN (PArray.length vals) <= 4194303)%N ->
    (forall j, j < nn -> vals.[ofN (N.of_nat j)] = ocode (nth (nn - 1 - j) rv (terminal c))) ->
    fverify_outcomes c (map (fun x => ofN (N.of_nat x)) s) vals n nn rest =
    verify_values outcome_eqb (outcome_next (Subtract s) c) rv nn rest.
Proof.
  induction rest as [|o rest IH]; intros vals n nn rv Hrv Hn Hroom Hcap Hvals; [reflexivity|].
  cbn [fverify_outcomes verify_values]. cbv zeta. cbn in Hroom.
  rewrite (fold_fast_eq s c rv vals n nn Hpos Hsmall Hn ltac:(lia) Hvals).
  change (outcome_next (Subtract s) c rv nn) with
    (fold_outcome c nn (map (fun x => nth (x - 1) rv (terminal c))
                          (filter (fun x => x <=? nn) s))).
  destruct (outcome_eqb o _) eqn:E; [|reflexivity].
  apply outcome_eqb_eq in E. rewrite <- E.
  apply IH.
  - simpl. lia.
  - rewrite toN_succ; lia.
  - rewrite length_set. lia.
  - rewrite length_set. exact Hcap.
  - apply (push_value (fun v o => v = ocode o)); [exact Hn | lia | reflexivity | exact Hvals].
Qed.

Lemma fverify_outcome_values_eq s c os :
  listed_fits s os = true -> rule_ok (Subtract s) = true ->
  fverify_outcome_values c (map (fun x => ofN (N.of_nat x)) s) os =
  verify_values outcome_eqb (outcome_next (Subtract s) c) [] 0 os.
Proof.
  intros F Hok. apply rule_ok_valid in Hok as [_ Hpos].
  unfold listed_fits in F. apply andb_true_iff in F as [F F3].
  apply andb_true_iff in F as [F1 _]. apply N.ltb_lt in F1.
  rewrite forallb_forall in F3. rewrite count_from_length in F1.
  unfold fverify_outcome_values. rewrite count_from_length.
  apply fverify_outcomes_eq.
  - exact Hpos.
  - intros x Hx. apply N.ltb_lt, F3, Hx.
  - reflexivity.
  - reflexivity.
  - rewrite length_make_small; rewrite toN_ofN; lia.
  - rewrite length_make_small; rewrite toN_ofN; lia.
  - intros j Hj. lia.
Qed.

(** ** The checker

    A set read as unary numbers takes 16 bytes per unit: 30000 to 32999 is 1.5 GB. The reader
    keeps the elements as binary numbers; [check_subtract] checks the certificate of the set
    [map N.to_nat s] without making its unary elements, and [check_subtract_eq] says it gives
    [check]'s verdict. *)

Definition listed_cert (s : list N) (vals : claimed) (mu p : nat) (pf : proof_kind)
    : certificate :=
  {| cert_rule := Subtract (map N.to_nat s); cert_values := vals; cert_mu := mu; cert_p := p;
     cert_proof := pf |}.

Definition nmax (l : list N) : N := fold_left N.max l 0%N.

Definition sub_bound (s : list N) (pf : proof_kind) (mu p : nat) : option nat :=
  match pf with
  | WindowProof => Some (Nat.max mu 0 + N.to_nat (nmax s) + p)
  | OctalTheoremProof => None
  end.

Definition sub_fits {A} (s : list N) (vs : list A) : bool :=
  (N.of_nat (count_from vs 0) <? 4194303)%N && (N.of_nat (count_from s 0) <? 4194302)%N &&
  forallb (fun x => x <? 2 ^ 40)%N s.

Definition check_subtract (s : list N) (vals : claimed) (mu p : nat) (pf : proof_kind) : verdict :=
  let fits := match vals with
              | GrundyValues vs => sub_fits s vs
              | OutcomeValues _ os => sub_fits s os
              end in
  if negb fits then check (listed_cert s vals mu p pf) else
  if negb (negb (match s with [] => true | _ => false end) && forallb (fun x => 0 <? x)%N s)
  then Reject InvalidRule else
  if p =? 0 then Reject PeriodZero else
  let si := map ofN s in
  match vals with
  | GrundyValues vs =>
      match fverify_values si (S (count_from s 0)) vs with
      | Some n => Reject (ValueDiffers n)
      | None => finish_with N.eqb 0%N vs (sub_bound s pf mu p) pf mu p
      end
  | OutcomeValues cv os =>
      match fverify_outcome_values cv si os with
      | Some n => Reject (ValueDiffers n)
      | None => finish_with outcome_eqb (terminal cv) os (sub_bound s pf mu p) pf mu p
      end
  end.

Lemma count_from_map {A B} (f : A -> B) l : count_from (map f l) 0 = count_from l 0.
Proof. rewrite !count_from_length, map_length. reflexivity. Qed.

Lemma forallb_small s :
  forallb (fun x => N.of_nat x <? 2 ^ 40)%N (map N.to_nat s) = forallb (fun x => x <? 2 ^ 40)%N s.
Proof.
  induction s as [|x s IH]; [reflexivity|]. cbn [map forallb]. rewrite IH, N2Nat.id. reflexivity.
Qed.

Lemma sub_fits_eq {A} s (vs : list A) : listed_fits (map N.to_nat s) vs = sub_fits s vs.
Proof. unfold listed_fits, sub_fits. rewrite count_from_map, forallb_small. reflexivity. Qed.

Lemma rule_ok_map s :
  rule_ok (Subtract (map N.to_nat s)) =
  negb (match s with [] => true | _ => false end) && forallb (fun x => 0 <? x)%N s.
Proof.
  assert (E : forall l, forallb (fun x => 0 <? x) (map N.to_nat l) = forallb (fun x => 0 <? x)%N l).
  { induction l as [|y l IH]; [reflexivity|]. cbn [map forallb]. rewrite IH. f_equal.
    apply eq_iff_eq_true. rewrite Nat.ltb_lt, N.ltb_lt. lia. }
  unfold rule_ok. rewrite E. destruct s; reflexivity.
Qed.

Lemma map_ofN_to_nat s : map (fun x => ofN (N.of_nat x)) (map N.to_nat s) = map ofN s.
Proof. rewrite map_map. apply map_ext. intros x. rewrite N2Nat.id. reflexivity. Qed.

Lemma nmax_list_max : forall l a,
  N.to_nat (fold_left N.max l a) = Nat.max (N.to_nat a) (list_max (map N.to_nat l)).
Proof.
  induction l as [|x l IH]; intros a; simpl; [lia|]. rewrite IH. lia.
Qed.

Lemma sub_bound_eq s grundy pf mu p :
  proof_bound (Subtract (map N.to_nat s)) grundy pf mu p = sub_bound s pf mu p.
Proof.
  destruct pf; [|reflexivity]. cbn [proof_bound splits memory fst snd sub_bound].
  unfold nmax. rewrite nmax_list_max. reflexivity.
Qed.

Lemma listed_fits_length {A} s (vs : list A) :
  listed_fits s vs = true -> (N.of_nat (List.length vs) < 2 ^ 40)%N.
Proof.
  unfold listed_fits. rewrite count_from_length.
  intros F. apply andb_true_iff in F as [F _]. apply andb_true_iff in F as [F _].
  apply N.ltb_lt in F. lia.
Qed.

Theorem check_subtract_eq s vals mu p pf :
  check_subtract s vals mu p pf = check (listed_cert s vals mu p pf).
Proof.
  unfold check_subtract. cbv zeta. unfold check at 2.
  cbn [listed_cert cert_rule cert_values cert_mu cert_p cert_proof].
  rewrite <- rule_ok_map, <- map_ofN_to_nat, <- (count_from_map N.to_nat s).
  destruct vals as [vs|cv os]; rewrite <- sub_fits_eq;
    [destruct (listed_fits _ vs) eqn:F | destruct (listed_fits _ os) eqn:F]; try reflexivity;
    cbn [negb]; (destruct (rule_ok _) eqn:Hok; [|reflexivity]); cbn [negb splits];
    (destruct (p =? 0); [reflexivity|]).
  - rewrite fverify_values_eq by assumption.
    destruct (verify_values _ _ _ _ _); [reflexivity|].
    rewrite <- (sub_bound_eq s true). apply finish_with_eq, (listed_fits_length _ _ F).
  - rewrite fverify_outcome_values_eq by assumption.
    destruct (verify_values _ _ _ _ _); [reflexivity|].
    rewrite <- (sub_bound_eq s false). apply finish_with_eq, (listed_fits_length _ _ F).
Qed.
