(** * A repeated window of values proves periodicity (proofs/window-repetition.md).

    A rule has memory [m] from [a0] when the window [v(a), ..., v(a+m-1)] determines [v(a+m)]
    by one function for every [a >= a0]. Subtraction sets have memory [max S] from 0; octal
    codes without splitting have memory [t] from 1 (heap [t] itself may be taken whole, a move no
    later heap has, which is why [.0102] has no period 3 from 0). *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games.

Section Abstract.
  Context {A : Type} (v : nat -> A).

  Definition determined (m a0 : nat) : Prop :=
    forall a b, a0 <= a -> a0 <= b ->
      (forall i, i < m -> v (a + i) = v (b + i)) -> v (a + m) = v (b + m).

  (** The window at [a] recurs at [a + p]: period [p] from [a]. *)
  Theorem window_repetition m a0 a p :
    determined m a0 -> a0 <= a ->
    (forall i, i < m -> v (a + i) = v (a + p + i)) ->
    periodic_from v a p.
  Proof.
    intros Hdet Ha Hw n. induction n as [n IH] using (well_founded_induction lt_wf).
    intros Hn. destruct (Nat.lt_ge_cases n (a + m)) as [Hlt|Hge].
    - specialize (Hw (n - a) ltac:(lia)).
      replace (a + (n - a)) with n in Hw by lia.
      replace (a + p + (n - a)) with (n + p) in Hw by lia. symmetry. exact Hw.
    - set (b := n - m).
      assert (E : v (b + m) = v (b + p + m)).
      { apply Hdet; [lia | lia |]. intros i Hi.
        replace (b + p + i) with (b + i + p) by lia. symmetry. apply IH; lia. }
      replace n with (b + m) by lia. replace (b + m + p) with (b + p + m) by lia.
      symmetry. exact E.
  Qed.

  (** The form certificates use: [v(n+p) = v(n)] for [mu <= n < L - p] and
      [L >= max(mu, a0) + m + p] prove period [p] from [mu]. *)
  Theorem window_certificate m a0 mu p L :
    determined m a0 ->
    Nat.max mu a0 + m + p <= L ->
    (forall n, mu <= n -> n + p < L -> v (n + p) = v n) ->
    periodic_from v mu p.
  Proof.
    intros Hdet HL Hprefix n Hn.
    set (a := Nat.max mu a0).
    destruct (Nat.lt_ge_cases n a) as [Hlt|Hge].
    - apply Hprefix; lia.
    - apply (window_repetition m a0 a p Hdet); [lia | | lia].
      intros i Hi. replace (a + p + i) with (a + i + p) by lia.
      symmetry. apply Hprefix; lia.
  Qed.
End Abstract.

(** ** Rules with finite memory *)

(** Beyond [a0 + m], the positions reached from heap [a + m] are the heaps [a + j] for a list
    of offsets [j < m] that does not depend on [a]. *)
Definition offsets (r : rule) : list nat :=
  match r with
  | Subtract s => map (fun x => list_max s - x) s
  | Octal ds =>
      flat_map (fun k => if bit 1 (nth k ds 0) && (0 <? k) then [octal_t ds - k] else [])
        (seq 0 (length ds))
  end.

Lemma list_max_ge s x : In x s -> x <= list_max s.
Proof.
  induction s as [|y s IH]; simpl; [contradiction|].
  intros [->|H]; [lia | specialize (IH H); lia].
Qed.

Lemma list_max_pos s : s <> [] -> (forall x, In x s -> 0 < x) -> 0 < list_max s.
Proof.
  destruct s as [|y s]; [congruence|]. intros _ H. specialize (H y (or_introl eq_refl)).
  simpl. lia.
Qed.

Lemma no_split_digit ds k : splits (Octal ds) = false -> bit 2 (nth k ds 0) = false.
Proof.
  cbn [splits]. intros H. destruct (Nat.lt_ge_cases k (length ds)) as [Hk|Hk].
  - destruct (bit 2 (nth k ds 0)) eqn:B; [|reflexivity].
    assert (existsb (bit 2) ds = true) by (apply existsb_exists; exists (nth k ds 0);
      split; [apply nth_In; exact Hk | exact B]).
    congruence.
  - rewrite nth_overflow by exact Hk. reflexivity.
Qed.

Lemma filter_all {B} (f : B -> bool) l : (forall x, In x l -> f x = true) -> filter f l = l.
Proof.
  induction l as [|x l IH]; simpl; intros H; [reflexivity|].
  rewrite (H x (or_introl eq_refl)), IH; [reflexivity|]. intros y Hy. apply H. right. exact Hy.
Qed.

Lemma map_flat_map {B C D} (f : C -> D) (g : B -> list C) l :
  map f (flat_map g l) = flat_map (fun x => map f (g x)) l.
Proof. induction l as [|x l IH]; simpl; [reflexivity|]. rewrite map_app, IH. reflexivity. Qed.

Lemma flat_map_ext_in {B C} (f g : B -> list C) l :
  (forall x, In x l -> f x = g x) -> flat_map f l = flat_map g l.
Proof.
  induction l as [|x l IH]; simpl; intros H; [reflexivity|].
  rewrite (H x (or_introl eq_refl)), IH; [reflexivity|]. intros y Hy. apply H. right. exact Hy.
Qed.

Lemma moves_by_offsets r a :
  valid_rule r -> splits r = false -> snd (memory r) <= a ->
  moves r (a + fst (memory r)) = map (fun j => [a + j]) (offsets r).
Proof.
  intros Hv Hs Ha. destruct r as [s|ds]; cbn [moves offsets memory fst snd valid_rule splits] in *.
  - rewrite map_map. rewrite filter_all.
    + apply map_ext_in. intros x Hx. f_equal.
      pose proof (list_max_ge s x Hx). pose proof (proj2 Hv x Hx). lia.
    + intros x Hx. apply Nat.leb_le. pose proof (list_max_ge s x Hx). lia.
  - unfold octal_moves. rewrite map_flat_map. apply flat_map_ext_in. intros k Hk.
    apply in_seq in Hk. unfold octal_t.
    rewrite (no_split_digit ds k Hs).
    replace (k =? a + (length ds - 1)) with false by (symmetry; apply Nat.eqb_neq; lia).
    replace (k <? a + (length ds - 1)) with true by (symmetry; apply Nat.ltb_lt; lia).
    destruct (bit 0 (nth k ds 0)), (bit 1 (nth k ds 0)), (0 <? k) eqn:K; cbn;
      try reflexivity.
    all: try (apply Nat.ltb_lt in K; do 2 f_equal; lia).
Qed.

Lemma offsets_below r j :
  valid_rule r -> In j (offsets r) -> j < fst (memory r).
Proof.
  intros Hv. destruct r as [s|ds]; cbn [moves offsets memory fst snd valid_rule splits] in *.
  - intros Hj. apply in_map_iff in Hj as [x [<- Hx]].
    pose proof (list_max_ge s x Hx). pose proof (proj2 Hv x Hx). lia.
  - intros Hj. apply in_flat_map in Hj as [k [Hk Hj]]. apply in_seq in Hk.
    destruct (bit 1 (nth k ds 0) && (0 <? k)) eqn:B; simpl in Hj; [|contradiction].
    destruct Hj as [<-|[]]. apply andb_true_iff in B as [_ K]. apply Nat.ltb_lt in K.
    unfold octal_t. lia.
Qed.

Lemma memory_positive r : valid_rule r -> 1 <= snd (memory r) + fst (memory r).
Proof.
  destruct r as [s|ds]; simpl; intros Hv; [|lia].
  pose proof (list_max_pos s (proj1 Hv) (proj2 Hv)). lia.
Qed.

Theorem grundy_determined r g :
  valid_rule r -> splits r = false -> is_grundy r g ->
  determined g (fst (memory r)) (snd (memory r)).
Proof.
  intros Hv Hs Hg a b Ha Hb Hw.
  rewrite (Hg (a + _)), (Hg (b + _)). unfold grundy_options.
  rewrite !moves_by_offsets by assumption. rewrite !map_map. f_equal.
  apply map_ext_in. intros j Hj. simpl. rewrite Hw; [reflexivity|].
  apply offsets_below; assumption.
Qed.

Theorem outcome_determined r c o :
  valid_rule r -> splits r = false -> is_outcome r c o ->
  determined o (fst (memory r)) (snd (memory r)).
Proof.
  intros Hv Hs Ho a b Ha Hb Hw.
  rewrite (Ho (a + _)), (Ho (b + _)).
  rewrite !moves_by_offsets by assumption. rewrite !map_map.
  pose proof (memory_positive r Hv).
  replace (map (fun x => pos_outcome c o [b + x]) (offsets r))
    with (map (fun x => pos_outcome c o [a + x]) (offsets r)).
  - unfold fold_outcome.
    destruct (map (fun x => pos_outcome c o [a + x]) (offsets r)); [|reflexivity].
    replace (0 <? a + fst (memory r)) with true by (symmetry; apply Nat.ltb_lt; lia).
    replace (0 <? b + fst (memory r)) with true by (symmetry; apply Nat.ltb_lt; lia).
    reflexivity.
  - apply map_ext_in. intros j Hj. simpl. apply Hw. apply offsets_below; assumption.
Qed.

(** ** The window theorem in the form nimlab's certificates use *)

Theorem grundy_window_certificate r g mu p L :
  valid_rule r -> splits r = false -> is_grundy r g ->
  Nat.max mu (snd (memory r)) + fst (memory r) + p <= L ->
  (forall n, mu <= n -> n + p < L -> g (n + p) = g n) ->
  periodic_from g mu p.
Proof.
  intros Hv Hs Hg. apply (window_certificate g (fst (memory r)) (snd (memory r)) mu p L).
  apply grundy_determined; assumption.
Qed.

Theorem outcome_window_certificate r c o mu p L :
  valid_rule r -> splits r = false -> is_outcome r c o ->
  Nat.max mu (snd (memory r)) + fst (memory r) + p <= L ->
  (forall n, mu <= n -> n + p < L -> o (n + p) = o n) ->
  periodic_from o mu p.
Proof.
  intros Hv Hs Ho. apply (window_certificate o (fst (memory r)) (snd (memory r)) mu p L).
  apply (outcome_determined r c); assumption.
Qed.
