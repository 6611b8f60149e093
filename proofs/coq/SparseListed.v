(** * What an accepted version-2 certificate lists besides its claim is right.

    [check_sparse] compares the listed rare positions, their values and the largest value with
    the recomputation; [check_sparse_listed] proves that, when it accepts, they are what the
    format says (proofs/certificate-format.md, "Version 2") of the one Grundy function [G] of the
    code: the listed pairs [(r, x)] are exactly the heaps [1 <= r < L] whose value [x = G(r)] is
    rare at [r] under the stated mask, and the largest value of [G(0..L-1)] is the listed one,
    first reached at the listed heap. A second invariant of the loop ([tally]) counts the rare
    positions and follows the largest value. *)
From Coq Require Import List Arith Lia PArith NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Recompute Loops Sparse SparseChecker GrundyUnique.

Section Tally.
  Variables (ds : list nat) (M : N) (P : bool) (k0 max_rare max_work max_value : N).

  (** The count of rare positions, within the limit, and the first heap with the largest value
      among the values computed so far. *)
  Record tally (st : state) : Prop := {
    tally_count : st_nrare st = N.of_nat (length (st_rare st));
    tally_most : (st_nrare st <= max_rare)%N;
    tally_start : st_n st = 0%N -> st_largest st = 0%N /\ st_largest_heap st = 0%N;
    tally_at : (0 < st_n st)%N -> (st_largest_heap st < st_n st)%N /\
                 hget (st_hist st) (st_largest_heap st) = st_largest st;
    tally_before : forall m, (m < st_largest_heap st)%N ->
                     (hget (st_hist st) m < st_largest st)%N;
    tally_above : forall m, (m < st_n st)%N -> (hget (st_hist st) m <= st_largest st)%N
  }.

  Lemma tally_initial : tally initial.
  Proof. split; cbn; intros; try lia; split; reflexivity. Qed.

  Lemma heap_step_tally st :
    tally st ->
    match heap_step ds M P k0 max_rare max_work max_value st with
    | inl _ => True
    | inr st' => st_n st' = N.succ (st_n st) /\ tally st'
    end.
  Proof.
    intros T. destruct st as [n h rv rs nrare largest lheap work].
    destruct T as [Tc Tm Ts Ta Tb Tv]; cbn [st_n st_hist st_rev st_rare st_nrare st_largest
      st_largest_heap st_work] in *.
    unfold heap_step. cbn [st_n st_hist st_rev st_rare st_nrare st_largest st_largest_heap
      st_work].
    destruct (heap_value ds M P k0 h rv rs nrare largest n) as [value w].
    destruct (max_work <? work + w)%N; [exact I|].
    destruct (max_value <? value)%N; [exact I|].
    assert (Hget : forall m, hget (hset h n value) m = if N.eqb n m then value else hget h m)
      by (intros m; apply hget_hset).
    assert (Hl : forall largest' lheap',
      (if (largest <? value)%N then (value, n) else (largest, lheap)) = (largest', lheap') ->
      (N.succ n = 0%N -> largest' = 0%N /\ lheap' = 0%N) /\
      ((0 < N.succ n)%N -> (lheap' < N.succ n)%N /\ hget (hset h n value) lheap' = largest') /\
      (forall m, (m < lheap')%N -> (hget (hset h n value) m < largest')%N) /\
      (forall m, (m < N.succ n)%N -> (hget (hset h n value) m <= largest')%N)).
    { intros largest' lheap' E. destruct (N.ltb_spec largest value) as [Hlt|Hge];
        injection E as <- <-.
      - split; [lia|]. split; [intros _; rewrite Hget, N.eqb_refl; split; [lia | reflexivity]|].
        split.
        + intros m Hm. rewrite Hget. destruct (N.eqb_spec n m); [lia|].
          specialize (Tv m Hm). lia.
        + intros m Hm. rewrite Hget. destruct (N.eqb_spec n m); [lia|].
          specialize (Tv m ltac:(lia)). lia.
      - split; [lia|]. split; [|split].
        + intros _. destruct (N.eq_dec n 0) as [Hn|Hn].
          * destruct (Ts Hn) as [Hz Hh]. subst. rewrite Hget, N.eqb_refl. split; lia.
          * destruct (Ta ltac:(lia)) as [Hlt Hat]. rewrite Hget.
            destruct (N.eqb_spec n lheap); [lia|]. split; [lia | exact Hat].
        + intros m Hm. rewrite Hget. destruct (N.eqb_spec n m) as [->|Hne].
          * destruct (N.eq_dec m 0) as [Hn|Hn]; [destruct (Ts Hn); lia|].
            destruct (Ta ltac:(lia)). lia.
          * apply Tb, Hm.
        + intros m Hm. rewrite Hget. destruct (N.eqb_spec n m); [lia|]. apply Tv. lia. }
    destruct (if (largest <? value)%N then (value, n) else (largest, lheap))
      as [largest' lheap'] eqn:El.
    destruct (Hl largest' lheap' eq_refl) as (L1 & L2 & L3 & L4).
    destruct ((0 <? n)%N && Sparse.rare M P k0 value n).
    - destruct (max_rare <? N.succ nrare)%N eqn:Em; [exact I|]. apply N.ltb_ge in Em.
      split; [reflexivity|]. split; cbn [st_n st_hist st_rare st_nrare st_largest
        st_largest_heap]; try assumption.
      rewrite app_length. simpl. lia.
    - split; [reflexivity|]. split; cbn [st_n st_hist st_rare st_nrare st_largest
        st_largest_heap]; assumption.
  Qed.

  Lemma sparse_values_tally L st :
    sparse_values ds M P k0 max_rare max_work max_value L = inr st -> tally st /\ st_n st = L.
  Proof.
    intros H. unfold sparse_values in H. rewrite run_N_nat in H.
    pose proof (run_nat_inv (heap_step ds M P k0 max_rare max_work max_value)
      (fun i st => st_n st = N.of_nat i /\ tally st) (fun _ => True) (N.to_nat L)) as Hinv.
    assert (Hrun : match run_nat (heap_step ds M P k0 max_rare max_work max_value)
                           (N.to_nat L) initial with
                   | inl _ => True
                   | inr st' => st_n st' = N.of_nat (N.to_nat L) /\ tally st'
                   end).
    { apply Hinv.
      - intros i s _ [Hn Ts]. pose proof (heap_step_tally s Ts) as Hs.
        destruct (heap_step _ _ _ _ _ _ _ s) as [e|s']; [exact I|]. destruct Hs as [Hn' Ts'].
        split; [lia | exact Ts'].
      - split; [reflexivity | exact tally_initial]. }
    rewrite H in Hrun. destruct Hrun as [Hn Ts]. split; [exact Ts | lia].
  Qed.
End Tally.

(** The listed pairs match the computed ones when no more are computed than listed. *)
Lemma compare_rare_combine computed pos vals i :
  compare_rare computed pos vals i = None ->
  length pos = length vals -> length computed <= length pos ->
  combine pos vals = computed.
Proof.
  revert computed vals i. induction pos as [|r pos IH]; intros computed vals i H Hl Hc.
  - destruct computed; [|simpl in Hc; lia]. destruct vals; reflexivity.
  - destruct vals as [|x vals]; [discriminate|]. simpl in H.
    destruct computed as [|[r' x'] computed]; [discriminate|]. cbn in H.
    destruct (N.eqb_spec r r') as [<-|]; cbn in H; [|discriminate].
    destruct (N.eqb_spec x x') as [<-|]; cbn in H; [|discriminate]. simpl.
    f_equal. apply (IH computed vals (N.succ i) H); simpl in *; lia.
Qed.

Theorem check_sparse_listed c g :
  check_sparse c = SAccept ->
  is_grundy (Octal (sc_digits c)) g ->
  length (sc_rare_positions c) = length (sc_rare_values c) ->
  let G n := g (N.to_nat n) in
  let L := sc_length c in
  (forall r x, In (r, x) (combine (sc_rare_positions c) (sc_rare_values c)) <->
     (1 <= r < L)%N /\ x = G r /\
     rare_at (sc_mask c) (sc_parity c) (place_parity (sc_digits c)) (G r) r = true) /\
  ((0 < L)%N ->
     (sc_largest_heap c < L)%N /\ G (sc_largest_heap c) = sc_largest c /\
     (forall m, (m < sc_largest_heap c)%N -> (G m < sc_largest c)%N) /\
     (forall m, (m < L)%N -> (G m <= sc_largest c)%N)).
Proof.
  intros Hc Hg Hlen G L. unfold check_sparse, check_sparse_with, sparse_recompute in Hc.
  cbv beta iota in Hc. fold L in Hc.
  destruct (N.eqb (sc_p c) 0); [discriminate|].
  destruct ((L <? sc_mu c)%N || (L <? sc_p c)%N); [discriminate|].
  destruct (sc_proof c); [discriminate|].
  destruct (L <? sparse_bound (sc_digits c) (sc_mu c) (sc_p c))%N; [discriminate|].
  destruct (sc_parity c && mixed_parities (sc_digits c)) eqn:Em; [discriminate|].
  destruct (sparse_values (sc_digits c) (sc_mask c) (sc_parity c) (place_parity (sc_digits c))
              _ _ _ L) as [why|st] eqn:Es; [discriminate|].
  destruct (sparse_values_exact (sc_digits c) (sc_mask c) (sc_parity c)
              (place_parity (sc_digits c)) _ _ _
              (parity_of_places (sc_digits c) (sc_parity c) ltac:(rewrite Em; reflexivity))
              g Hg L st Es) as [Hn K].
  destruct (sparse_values_tally _ _ _ _ _ _ _ L st Es) as [T _].
  destruct (compare_rare (st_rare st) (sc_rare_positions c) (sc_rare_values c) 0) eqn:Ec;
    [discriminate|].
  destruct (N.eqb_spec (st_largest st) (sc_largest c)) as [El|]; [|discriminate].
  destruct (N.eqb_spec (st_largest_heap st) (sc_largest_heap c)) as [Eh|]; [|discriminate].
  assert (Hvals : forall m, (m < L)%N -> hget (st_hist st) m = G m).
  { intros m Hm. exact (knows_values _ _ _ _ _ _ _ _ _ K m Hm). }
  split.
  - assert (Hcomb : combine (sc_rare_positions c) (sc_rare_values c) = st_rare st).
    { apply (compare_rare_combine _ _ _ 0 Ec Hlen).
      pose proof (tally_count _ _ T) as C. pose proof (tally_most _ _ T) as Mo.
      lia. }
    rewrite Hcomb. intros r x. rewrite (knows_rare _ _ _ _ _ _ _ _ _ K r x). reflexivity.
  - intros HL. rewrite <- El, <- Eh. rewrite <- Hn in HL.
    destruct (tally_at _ _ T HL) as [Hlt Hat]. rewrite Hn in Hlt.
    split; [exact Hlt|]. split; [rewrite <- Hvals by exact Hlt; exact Hat|]. split.
    + intros m Hm. rewrite <- Hvals by lia. apply (tally_before _ _ T m Hm).
    + intros m Hm. rewrite <- Hvals by exact Hm. apply (tally_above _ _ T). lia.
Qed.
