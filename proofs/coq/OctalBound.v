(** * The octal periodicity theorem in the form nimlab's certificates use
    (proofs/octal-bound.md).

    For any octal code with [t] digits (splitting or not), [M = max(mu, 1)]: if
    [G(n+p) = G(n)] for [mu <= n <= 2M + p + t - 2], then for every [n >= mu]. The [max(mu, 1)]
    is the care heap 0 needs: it is never a part of a split, which is why [.4], beginning
    0, 0, 0, is not constant from 0. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games.

Lemma in_grundy_options r g n x :
  In x (grundy_options r g n) <-> exists pos, In pos (moves r n) /\ x = pos_grundy g pos.
Proof.
  unfold grundy_options. rewrite in_map_iff. split.
  - intros [pos [<- H]]. exists pos. auto.
  - intros [pos [H ->]]. exists pos. auto.
Qed.

Section OctalTheorem.
  Variables (ds : list nat) (g : nat -> N) (mu p : nat).
  Hypothesis Hg : is_grundy (Octal ds) g.
  Let t := octal_t ds.
  Let M := Nat.max mu 1.

  (** Heaps [n] and [n + p] have the same option values once [n] is past the checked range and
      every smaller heap from [mu] on repeats with period [p]. *)
  Lemma same_options n :
    2 * M + p + t - 1 <= n ->
    (forall m, mu <= m < n -> g (m + p) = g m) ->
    forall x, In x (grundy_options (Octal ds) g (n + p)) <->
              In x (grundy_options (Octal ds) g n).
  Proof.
    intros Hn IH x. rewrite !in_grundy_options. cbn [moves]. unfold t, M, octal_t in *.
    split.
    - intros [pos [Hpos ->]]. apply in_octal_moves in Hpos as [k [Hk H]].
      destruct H as [(B & K & E & ->)|[(B & K & ->)|(B & K & a & Ha & ->)]].
      + lia. (* no whole-heap move beyond t *)
      + exists [n - k]. split.
        * apply in_octal_moves. exists k. split; [exact Hk|]. right. left.
          repeat split; auto; lia.
        * simpl. replace (n + p - k) with (n - k + p) by lia. rewrite IH by lia. reflexivity.
      + set (b := n + p - k - a).
        destruct (Nat.le_gt_cases a b) as [Hab|Hab].
        * (* the larger part b loses p tokens: b - p >= M >= 1 *)
          exists [a; n - k - a]. split.
          -- apply in_octal_moves. exists k. split; [exact Hk|]. right. right.
             repeat split; auto; [lia|]. exists a. split; [lia | reflexivity].
          -- simpl. fold b. replace b with (n - k - a + p) by lia.
             rewrite IH by lia. reflexivity.
        * exists [a - p; n - k - (a - p)]. split.
          -- apply in_octal_moves. exists k. split; [exact Hk|]. right. right.
             repeat split; auto; [lia|]. exists (a - p). split; [lia | reflexivity].
          -- simpl. replace (n - k - (a - p)) with b by lia.
             replace a with (a - p + p) at 1 by lia. rewrite IH by lia. reflexivity.
    - intros [pos [Hpos ->]]. apply in_octal_moves in Hpos as [k [Hk H]].
      destruct H as [(B & K & E & ->)|[(B & K & ->)|(B & K & a & Ha & ->)]].
      + lia.
      + exists [n + p - k]. split.
        * apply in_octal_moves. exists k. split; [exact Hk|]. right. left.
          repeat split; auto; lia.
        * simpl. replace (n + p - k) with (n - k + p) by lia. rewrite IH by lia. reflexivity.
      + set (b := n - k - a).
        destruct (Nat.le_gt_cases a b) as [Hab|Hab].
        * exists [a; n + p - k - a]. split.
          -- apply in_octal_moves. exists k. split; [exact Hk|]. right. right.
             repeat split; auto; [lia|]. exists a. split; [lia | reflexivity].
          -- simpl. fold b. replace (n + p - k - a) with (b + p) by lia.
             rewrite IH by lia. reflexivity.
        * exists [a + p; n + p - k - (a + p)]. split.
          -- apply in_octal_moves. exists k. split; [exact Hk|]. right. right.
             repeat split; auto; [lia|]. exists (a + p). split; [lia | reflexivity].
          -- simpl. replace (n + p - k - (a + p)) with b by lia.
             rewrite IH by lia. reflexivity.
  Qed.

  Theorem octal_periodicity :
    (forall n, mu <= n <= 2 * M + p + t - 2 -> g (n + p) = g n) ->
    periodic_from g mu p.
  Proof.
    intros Hbase n. induction n as [n IH] using (well_founded_induction lt_wf). intros Hmu.
    destruct (Nat.le_gt_cases n (2 * M + p + t - 2)) as [Hle|Hgt].
    - apply Hbase. lia.
    - rewrite (Hg (n + p)), (Hg n). apply mex_ext. apply same_options; [lia|].
      intros m Hm. apply IH; lia.
  Qed.

  (** The certificate form: [L] listed values with [G(n+p) = G(n)] for [mu <= n < L - p] and
      [L >= 2 * max(mu, 1) + 2p + t - 1]. *)
  Theorem octal_certificate L :
    2 * M + 2 * p + t - 1 <= L ->
    (forall n, mu <= n -> n + p < L -> g (n + p) = g n) ->
    periodic_from g mu p.
  Proof.
    intros HL Hprefix. apply octal_periodicity. intros n Hn. apply Hprefix; lia.
  Qed.
End OctalTheorem.
