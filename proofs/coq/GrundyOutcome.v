(** * Grundy values decide outcomes under normal play (the one-heap case of Sprague-Grundy).

    For a rule that never splits heaps, under normal play with the standard stuck rule, heap [n]
    is a P-position exactly when its Grundy value is 0, and no heap is a draw: the two value
    definitions of [Games.v] agree, so a Grundy certificate also proves the outcome period. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Window.

(** Without splitting, every move leaves nothing or one smaller heap. *)
Lemma moves_without_split r n pos :
  valid_rule r -> splits r = false -> In pos (moves r n) ->
  pos = [] \/ exists a, a < n /\ pos = [a].
Proof.
  intros Hv Hs Hin. destruct r as [s|ds]; cbn [moves] in Hin.
  - apply in_map_iff in Hin as [x [<- Hx]]. apply filter_In in Hx as [Hx Hle].
    apply Nat.leb_le in Hle. pose proof (proj2 Hv x Hx). right. exists (n - x). split; [lia|auto].
  - apply in_octal_moves in Hin as [k [Hk H]].
    destruct H as [(_ & _ & _ & ->)|[(_ & K & ->)|(B & _)]].
    + left. reflexivity.
    + right. exists (n - k). split; [lia | reflexivity].
    + rewrite (no_split_digit ds k Hs) in B. discriminate.
Qed.

Definition normal_play : convention := {| misere := false; draw := false |}.

Theorem outcome_of_grundy r g o :
  valid_rule r -> splits r = false -> is_grundy r g -> is_outcome r normal_play o ->
  forall n, (o n = OP <-> g n = 0%N) /\ o n <> OD.
Proof.
  intros Hv Hs Hg Ho n. induction n as [n IH] using (well_founded_induction lt_wf).
  (* the value of an option: P exactly when its Grundy value is 0, never D *)
  assert (Hopt : forall pos, In pos (moves r n) ->
            (pos_outcome normal_play o pos = OP <-> pos_grundy g pos = 0%N) /\
            pos_outcome normal_play o pos <> OD).
  { intros pos Hpos. destruct (moves_without_split r n pos Hv Hs Hpos) as [->|[a [Ha ->]]].
    - simpl. split; [tauto | discriminate].
    - simpl. rewrite N.lxor_0_r. apply IH, Ha. }
  rewrite Ho, Hg. unfold grundy_options.
  destruct (moves r n) as [|pos0 rest] eqn:M.
  - simpl. split; [tauto | discriminate].
  - assert (HP : In OP (map (pos_outcome normal_play o) (pos0 :: rest)) <->
                 In 0%N (map (pos_grundy g) (pos0 :: rest))).
    { rewrite !in_map_iff.
      split; intros [pos [E Hpos]]; exists pos; split; try exact Hpos;
        apply (proj1 (Hopt pos Hpos)), E. }
    assert (HD : ~ In OD (map (pos_outcome normal_play o) (pos0 :: rest))).
    { rewrite in_map_iff. intros [pos [E Hpos]]. apply (proj2 (Hopt pos Hpos)), E. }
    assert (Hmex : mex (map (pos_grundy g) (pos0 :: rest)) = 0%N <->
                   ~ In 0%N (map (pos_grundy g) (pos0 :: rest))).
    { split.
      - intros E Hin. rewrite <- E in Hin. apply (mex_not_in _ Hin).
      - intros Hnot. apply mex_is; [intros x Hx; lia | exact Hnot]. }
    rewrite Hmex, <- HP. simpl map. unfold fold_outcome.
    destruct (existsb (outcome_eqb OP) _) eqn:EP.
    + apply existsb_outcome_in in EP. split; [split; [discriminate | tauto] | discriminate].
    + destruct (existsb (outcome_eqb OD) _) eqn:ED.
      * apply existsb_outcome_in in ED. contradiction.
      * split; [split; [intros _ Hin | reflexivity] | discriminate].
        apply existsb_outcome_in in Hin. congruence.
Qed.
