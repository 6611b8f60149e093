(** * Hexadecimal codes: moves from one heap and Grundy values by mex
    (proofs/hex-arithmetic.md, "Setting").

    A code [d0.d1...dt] is the list [ds = [d0; d1; ...; dt]] of digits 0..15. Bit [r] of [dk]
    (value [2^r], [r <= 3]) allows taking [k] tokens and leaving exactly [r] non-empty heaps;
    leaving none or one needs [k >= 1], so bits 1 and 2 of [d0] never give a move. The mex and
    the nim-sum of a position are those of [Games.v]. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games.

(** The splits of [m] tokens into two and three non-empty heaps, in every order. *)
Definition splits2 (m : nat) : list (list nat) := map (fun a => [a; m - a]) (seq 1 (m - 1)).

Definition splits3 (m : nat) : list (list nat) :=
  flat_map (fun a => map (fun b => [a; b; m - a - b]) (seq 1 (m - a - 1))) (seq 1 (m - 1)).

Definition hex_moves (ds : list nat) (n : nat) : list (list nat) :=
  flat_map
    (fun k =>
       let d := nth k ds 0 in
       (if bit 0 d && (0 <? k) && (k =? n) then [[]] else []) ++
       (if bit 1 d && (0 <? k) && (k <? n) then [[n - k]] else []) ++
       (if bit 2 d && (k <? n) then splits2 (n - k) else []) ++
       (if bit 3 d && (k <? n) then splits3 (n - k) else []))
    (seq 0 (length ds)).

Definition hex_options (ds : list nat) (g : nat -> N) (n : nat) : list N :=
  map (pos_grundy g) (hex_moves ds n).

Definition is_hex_grundy (ds : list nat) (g : nat -> N) : Prop :=
  forall n, g n = mex (hex_options ds g n).

(** A code has a three-heap split when some digit has bit 8. *)
Definition hex_splits3 (ds : list nat) : bool := existsb (bit 3) ds.

(** ** The moves, described without enumeration *)

(** Taking [k] tokens from [n] and leaving the non-empty heaps [pos], allowed by digit [k]. *)
Definition hex_move (ds : list nat) (n k : nat) (pos : list nat) : Prop :=
  k < length ds /\ length pos <= 3 /\ bit (length pos) (nth k ds 0) = true /\
  (2 <= length pos \/ 0 < k) /\ k + list_sum pos = n /\ Forall (fun x => 1 <= x) pos.

Lemma in_splits2 m pos :
  In pos (splits2 m) <-> exists a b, pos = [a; b] /\ 1 <= a /\ 1 <= b /\ a + b = m.
Proof.
  unfold splits2. rewrite in_map_iff. split.
  - intros [a [<- Ha]]. apply in_seq in Ha. exists a, (m - a). repeat split; lia.
  - intros (a & b & -> & Ha & Hb & E). exists a. split; [f_equal; f_equal; lia|].
    apply in_seq. lia.
Qed.

Lemma in_splits3 m pos :
  In pos (splits3 m) <->
  exists a b c, pos = [a; b; c] /\ 1 <= a /\ 1 <= b /\ 1 <= c /\ a + b + c = m.
Proof.
  unfold splits3. rewrite in_flat_map. split.
  - intros [a [Ha Hin]]. apply in_map_iff in Hin as [b [<- Hb]].
    apply in_seq in Ha. apply in_seq in Hb. exists a, b, (m - a - b). repeat split; lia.
  - intros (a & b & c & -> & Ha & Hb & Hc & E). exists a. split; [apply in_seq; lia|].
    apply in_map_iff. exists b. split; [f_equal; f_equal; f_equal; lia | apply in_seq; lia].
Qed.

Lemma in_hex_moves ds n pos :
  In pos (hex_moves ds n) <-> exists k, hex_move ds n k pos.
Proof.
  unfold hex_moves, hex_move. rewrite in_flat_map. split.
  - intros [k [Hk Hin]]. apply in_seq in Hk. exists k.
    rewrite !in_app_iff in Hin.
    destruct Hin as [Hin|[Hin|[Hin|Hin]]].
    + destruct (bit 0 (nth k ds 0)) eqn:B, (0 <? k) eqn:K, (k =? n) eqn:E;
        simpl in Hin; try contradiction.
      destruct Hin as [<-|[]]. apply Nat.ltb_lt in K. apply Nat.eqb_eq in E. simpl.
      repeat split; auto; lia.
    + destruct (bit 1 (nth k ds 0)) eqn:B, (0 <? k) eqn:K, (k <? n) eqn:E;
        simpl in Hin; try contradiction.
      destruct Hin as [<-|[]]. apply Nat.ltb_lt in K. apply Nat.ltb_lt in E. simpl.
      repeat split; auto; try lia; repeat constructor; lia.
    + destruct (bit 2 (nth k ds 0)) eqn:B, (k <? n) eqn:E; simpl in Hin; try contradiction.
      apply in_splits2 in Hin as (a & b & -> & Ha & Hb & Hs). apply Nat.ltb_lt in E. simpl.
      repeat split; auto; try lia; repeat constructor; lia.
    + destruct (bit 3 (nth k ds 0)) eqn:B, (k <? n) eqn:E; simpl in Hin; try contradiction.
      apply in_splits3 in Hin as (a & b & c & -> & Ha & Hb & Hc & Hs). apply Nat.ltb_lt in E.
      simpl. repeat split; auto; try lia; repeat constructor; lia.
  - intros [k (Hk & Hlen & B & Hr & Hs & Hpos)]. exists k. split; [apply in_seq; lia|].
    rewrite !in_app_iff.
    rewrite Forall_forall in Hpos.
    destruct pos as [|a [|b [|c [|e pos]]]]; simpl in *.
    + left. rewrite B. replace (0 <? k) with true by (symmetry; apply Nat.ltb_lt; lia).
      replace (k =? n) with true by (symmetry; apply Nat.eqb_eq; lia). left. reflexivity.
    + specialize (Hpos a (or_introl eq_refl)). right. left. rewrite B.
      replace (0 <? k) with true by (symmetry; apply Nat.ltb_lt; lia).
      replace (k <? n) with true by (symmetry; apply Nat.ltb_lt; lia). left.
      f_equal. f_equal. lia.
    + pose proof (Hpos a (or_introl eq_refl)). pose proof (Hpos b (or_intror (or_introl eq_refl))).
      right. right. left.
      rewrite B. replace (k <? n) with true by (symmetry; apply Nat.ltb_lt; lia).
      apply in_splits2. exists a, b. repeat split; lia.
    + pose proof (Hpos a (or_introl eq_refl)). pose proof (Hpos b (or_intror (or_introl eq_refl))).
      pose proof (Hpos c (or_intror (or_intror (or_introl eq_refl)))).
      right. right. right.
      rewrite B. replace (k <? n) with true by (symmetry; apply Nat.ltb_lt; lia).
      apply in_splits3. exists a, b, c. repeat split; lia.
    + lia.
Qed.

Lemma in_hex_options ds g n x :
  In x (hex_options ds g n) <->
  exists k pos, hex_move ds n k pos /\ x = pos_grundy g pos.
Proof.
  unfold hex_options. rewrite in_map_iff. split.
  - intros [pos [<- H]]. apply in_hex_moves in H as [k Hk]. exists k, pos. auto.
  - intros (k & pos & H & ->). exists pos. split; [reflexivity|].
    apply in_hex_moves. exists k. exact H.
Qed.
