(** * The misere shift lemma (proofs/misere-shift.md, ARCHITECTURE.md).

    For a subtraction set [S] containing 1, under either stuck rule, the misere outcome of heap
    [n + 1] is the normal outcome of heap [n]. *)
From Coq Require Import List Arith Lia Bool.
Import ListNotations.
From Nimlab Require Import Games.

(** For non-empty option lists the fold depends only on whether P and D occur. *)
Lemma fold_outcome_nonempty c1 c2 n1 n2 l1 l2 :
  l1 <> [] -> l2 <> [] -> (In OP l1 <-> In OP l2) -> (In OD l1 <-> In OD l2) ->
  fold_outcome c1 n1 l1 = fold_outcome c2 n2 l2.
Proof.
  intros H1 H2 HP HD.
  assert (EP : existsb (outcome_eqb OP) l1 = existsb (outcome_eqb OP) l2).
  { apply Bool.eq_true_iff_eq. rewrite !existsb_outcome_in. exact HP. }
  assert (ED : existsb (outcome_eqb OD) l1 = existsb (outcome_eqb OD) l2).
  { apply Bool.eq_true_iff_eq. rewrite !existsb_outcome_in. exact HD. }
  destruct l1 as [|x1 l1]; [congruence|]. destruct l2 as [|x2 l2]; [congruence|].
  unfold fold_outcome. rewrite EP, ED. reflexivity.
Qed.

Lemma in_subtract_options c o s n y :
  In y (map (pos_outcome c o) (moves (Subtract s) n)) <->
  exists x, In x s /\ x <= n /\ y = o (n - x).
Proof.
  cbn [moves]. rewrite map_map, in_map_iff. split.
  - intros [x [<- Hx]]. apply filter_In in Hx as [Hx Hle]. apply Nat.leb_le in Hle.
    exists x. auto.
  - intros [x (Hx & Hle & ->)]. exists x. split; [reflexivity|].
    apply filter_In. split; [exact Hx | apply Nat.leb_le, Hle].
Qed.

Lemma filter_none {A} (f : A -> bool) l : (forall x, In x l -> f x = false) -> filter f l = [].
Proof.
  induction l as [|x l IH]; simpl; intros H; [reflexivity|].
  rewrite (H x (or_introl eq_refl)). apply IH. intros y Hy. apply H. right. exact Hy.
Qed.

Lemma nonempty_of_in {A} (a : A) l : In a l -> l <> [].
Proof. intros H E. rewrite E in H. contradiction. Qed.

Theorem misere_shift s d om on :
  valid_rule (Subtract s) -> In 1 s ->
  is_outcome (Subtract s) {| misere := true; draw := d |} om ->
  is_outcome (Subtract s) {| misere := false; draw := d |} on ->
  forall n, om (S n) = on n.
Proof.
  intros [_ Hpos] H1 Hm Hn n. induction n as [n IH] using (well_founded_induction lt_wf).
  (* heap 0 has no move: N under misere play *)
  assert (Hm0 : om 0 = ON).
  { rewrite Hm. cbn [moves]. destruct (filter (fun x => x <=? 0) s) as [|x l] eqn:E;
      [destruct d; reflexivity|].
    assert (Hx : In x (filter (fun x => x <=? 0) s)) by (rewrite E; left; reflexivity).
    apply filter_In in Hx as [Hx Hle]. apply Nat.leb_le in Hle. specialize (Hpos x Hx). lia. }
  rewrite Hm. destruct (Nat.eq_dec n 0) as [->|Hn0].
  - (* heap 1 moves only to heap 0, an N-position; heap 0 under normal play is P *)
    rewrite (fold_outcome_nonempty _ {| misere := true; draw := d |} _ 1 _ [ON]).
    + rewrite Hn. cbn [moves]. replace (filter (fun x => x <=? 0) s) with (@nil nat).
      * destruct d; reflexivity.
      * symmetry. apply filter_none. intros x Hx.
        specialize (Hpos x Hx). apply Nat.leb_gt. lia.
    + apply (nonempty_of_in (om 0)). apply in_subtract_options. exists 1. auto.
    + discriminate.
    + rewrite in_subtract_options. split.
      * intros [x (Hx & Hle & E)]. specialize (Hpos x Hx). assert (x = 1) by lia. subst x.
        rewrite Nat.sub_diag, Hm0 in E. discriminate.
      * intros [E|[]]. discriminate.
    + rewrite in_subtract_options. split.
      * intros [x (Hx & Hle & E)]. specialize (Hpos x Hx). assert (x = 1) by lia. subst x.
        rewrite Nat.sub_diag, Hm0 in E. discriminate.
      * intros [E|[]]. discriminate.
  - (* the options agree on P and on D; the extra move to 0 (an N-position) changes nothing *)
    assert (Hsame : forall y, y <> ON ->
              (In y (map (pos_outcome {| misere := true; draw := d |} om)
                        (moves (Subtract s) (S n))) <->
               In y (map (pos_outcome {| misere := false; draw := d |} on)
                        (moves (Subtract s) n)))).
    { intros y Hy. rewrite !in_subtract_options. split.
      - intros [x (Hx & Hle & ->)]. specialize (Hpos x Hx).
        destruct (Nat.eq_dec x (S n)) as [->|Hne]; [rewrite Nat.sub_diag in Hy; congruence|].
        exists x. repeat split; [exact Hx | lia |].
        replace (S n - x) with (S (n - x)) by lia. apply IH. lia.
      - intros [x (Hx & Hle & ->)]. specialize (Hpos x Hx).
        exists x. repeat split; [exact Hx | lia |].
        replace (S n - x) with (S (n - x)) by lia. symmetry. apply IH. lia. }
    rewrite Hn. apply fold_outcome_nonempty; [| | apply Hsame; discriminate
                                                 | apply Hsame; discriminate].
    + apply (nonempty_of_in (om (S n - 1))). apply in_subtract_options. exists 1.
      repeat split; [exact H1 | lia].
    + apply (nonempty_of_in (on (n - 1))). apply in_subtract_options. exists 1.
      repeat split; [exact H1 | lia].
Qed.
