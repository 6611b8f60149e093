(** * The sparse recomputation on machine integers, proven equal to [Sparse.v]'s.

    [fsparse_values] runs the loop of [sparse_values] step for step, with Coq's primitive 63-bit
    integers for heaps, values and counters and primitive persistent arrays for the values below the
    heap (two levels: an array holds at most 4194303 cells), the marks of each heap (the bits of a
    machine integer for the values below 63; for the larger ones an array of 2^(size largest) cells,
    since every option is below that, stamped with the heap and kept while that size holds) and the
    parity of the masked bits of every value below 2^16, the first 63 of them also as the bits of
    two words, so that the first value unmarked and rare, or unmarked and not rare, is the first
    clear bit of a word below 63 ([ffirst_word]). The inner loops are written so that their
    extracted code allocates nothing per step but the marks it sets. The search reads both parts of
    each split from the values' array, where [Sparse.v] walks a list of the values, latest first:
    the earlier values are kept once, 8 bytes each. While every value is below 256 they are also
    kept packed, 8 to a machine integer, once in order and once reversed ([Packed.v]), those from
    127 on as 127 ([fsat]): the search then takes its splits eight at a time, reading one word for
    the eight first parts and one for the eight second parts and testing the eight values with one
    test of the word ([fsmall8], [fsearch_blocks], proven to take the steps of [fsearch_run]); a
    block with a 127 in either word ([fexact8]) is read again from the history. When one rare
    value below [c] is left to find, a loop of few arguments passes over the blocks without it,
    two a round, one test of the word each ([fskip]), and leaves their marks unset: the search
    then agrees with [fsearch_run] on the value, the work and the marks it reads
    ([fsearch_blocks_rel]). Without the packed values, the
    splits that change neither the value sought nor the marks array (a value below 63, or one
    marked already) run in a loop of few arguments, chunk by chunk of the history ([frun_pieces]
    in [fsearch_go]). The rare marks of eight heaps are taken at once: one window of the packed
    values per rare position and splitting place holds the eight values read for them
    ([hblock_walk]; [fenum_block_rel], on the invariant [blk_inv]: a heap's marks mark the
    values its own walk marks).
    [fsparse_values_sim]: on the same certificate both loops give up at the same heap for the same
    reason, or both finish with states that agree on every number. The kernel axioms of these
    primitives are the only assumptions it adds (proofs/README.md lists them). *)
From Coq Require Import List Arith Lia PArith NArith ZArith Bool Uint63 PArray.
Import ListNotations.
From Nimlab Require Import Games Loops Sparse Packed.

(** ** Machine integers read as binary numbers *)

Definition toN (x : int) : N := Z.to_N (φ x)%uint63.
Definition ofN (x : N) : int := of_Z (Z.of_N x).

Lemma wB_value : wB = 9223372036854775808%Z.
Proof. reflexivity. Qed.

Lemma phi_toN x : φ x%uint63 = Z.of_N (toN x).
Proof. unfold toN. rewrite Z2N.id; [reflexivity|]. apply to_Z_bounded. Qed.

Lemma toN_bound x : (toN x < 9223372036854775808)%N.
Proof. pose proof (to_Z_bounded x). rewrite phi_toN, wB_value in H. lia. Qed.

Lemma toN_ofN x : (x < 9223372036854775808)%N -> toN (ofN x) = x.
Proof.
  intros H. unfold toN, ofN. rewrite of_Z_spec, wB_value, Z.mod_small by lia. apply N2Z.id.
Qed.

Lemma toN_inj x y : toN x = toN y -> x = y.
Proof. intros H. apply to_Z_inj. rewrite !phi_toN, H. reflexivity. Qed.

Lemma ofN_toN v : ofN (toN v) = v.
Proof. apply toN_inj. apply toN_ofN, toN_bound. Qed.

Lemma toN_0 : toN 0 = 0%N.
Proof. reflexivity. Qed.

Lemma toN_1 : toN 1 = 1%N.
Proof. reflexivity. Qed.

Lemma toN_add x y :
  (toN x + toN y < 9223372036854775808)%N -> toN (x + y)%uint63 = (toN x + toN y)%N.
Proof.
  intros H. unfold toN at 1. rewrite add_spec, !phi_toN, wB_value, Z.mod_small by lia. lia.
Qed.

Lemma toN_sub x y : (toN y <= toN x)%N -> toN (x - y)%uint63 = (toN x - toN y)%N.
Proof.
  intros H. unfold toN at 1. rewrite sub_spec, !phi_toN, wB_value.
  pose proof (toN_bound x). rewrite Z.mod_small by lia. lia.
Qed.

Lemma toN_div x y : toN (x / y)%uint63 = (toN x / toN y)%N.
Proof. unfold toN at 1. rewrite div_spec, !phi_toN. rewrite <- N2Z.inj_div. apply N2Z.id. Qed.

Lemma toN_mod x y : toN (x mod y)%uint63 = (toN x mod toN y)%N.
Proof. unfold toN at 1. rewrite mod_spec, !phi_toN. rewrite <- N2Z.inj_mod. apply N2Z.id. Qed.

Lemma Z_of_N_lxor a b : Z.of_N (N.lxor a b) = Z.lxor (Z.of_N a) (Z.of_N b).
Proof.
  apply Z.bits_inj'. intros n Hn. rewrite Z.lxor_spec, <- (Z2N.id n Hn), !N2Z.inj_testbit.
  apply N.lxor_spec.
Qed.

Lemma toN_lxor x y : toN (x lxor y)%uint63 = N.lxor (toN x) (toN y).
Proof. unfold toN at 1. rewrite lxor_spec', !phi_toN, <- Z_of_N_lxor. apply N2Z.id. Qed.

Lemma ltb_toN x y : (x <? y)%uint63 = (toN x <? toN y)%N.
Proof.
  apply eq_iff_eq_true. rewrite ltb_spec, N.ltb_lt, !phi_toN. lia.
Qed.

Lemma leb_toN x y : (x <=? y)%uint63 = (toN x <=? toN y)%N.
Proof.
  apply eq_iff_eq_true. rewrite leb_spec, N.leb_le, !phi_toN. lia.
Qed.

Lemma eqb_toN x y : (x =? y)%uint63 = (toN x =? toN y)%N.
Proof.
  apply eq_iff_eq_true. rewrite eqb_spec, N.eqb_eq. split; [intros ->; reflexivity|].
  apply toN_inj.
Qed.

(** [odd x] by its last bit. *)
Definition iodd (x : int) : bool := negb (is_even x).

Lemma iodd_toN x : iodd x = N.odd (toN x).
Proof.
  unfold iodd. pose proof (is_even_spec x) as H. rewrite phi_toN in H.
  destruct (N.odd (toN x)) eqn:E.
  - apply N.odd_spec in E as [k Hk]. rewrite Hk in H.
    destruct (is_even x); [|reflexivity]. exfalso. rewrite N2Z.inj_add, N2Z.inj_mul in H.
    rewrite Z.add_comm, Z.mul_comm, Z_mod_plus_full in H. discriminate.
  - assert (Ev : N.even (toN x) = true) by (rewrite <- N.negb_odd, E; reflexivity).
    apply N.even_spec in Ev as [k Hk]. rewrite Hk in H.
    destruct (is_even x); [reflexivity|]. exfalso. rewrite N2Z.inj_mul in H.
    rewrite Z.mul_comm, Z_mod_mult in H. discriminate.
Qed.

(** ** Loops counted by a machine integer *)

(** [c] steps: the last bit's step, then [c >> 1] steps twice; [d] bounds the bits of [c]. *)
Fixpoint run_bits {St Ex : Type} (step : St -> Ex + St) (d : nat) (c : int) (s : St)
    : Ex + St :=
  match d with
  | O => inr s
  | S d' =>
      if (c =? 0)%uint63 then inr s else
      bind_run (if (c land 1 =? 1)%uint63 then step s else inr s)
        (fun s1 => bind_run (run_bits step d' (c >> 1) s1) (run_bits step d' (c >> 1)))
  end.

Definition run_int {St Ex : Type} (step : St -> Ex + St) (c : int) (s : St) : Ex + St :=
  run_bits step 63 c s.

Lemma halves x : toN x = (2 * toN (x >> 1) + toN (x land 1))%N /\ (toN (x land 1) <= 1)%N.
Proof.
  unfold toN. rewrite lsr_spec, land_spec'. change (φ 1%uint63) with 1%Z.
  change (Z.land φ x%uint63 1) with (Z.land φ x%uint63 (Z.ones 1)).
  rewrite Z.land_ones by lia. pose proof (to_Z_bounded x).
  pose proof (Z.div_mod (φ x%uint63) 2 ltac:(lia)). pose proof (Z.mod_pos_bound (φ x%uint63) 2).
  change (2 ^ 1)%Z with 2%Z. lia.
Qed.

Lemma toN_half x : toN (x >> 1)%uint63 = (toN x / 2)%N.
Proof.
  unfold toN at 1. rewrite lsr_spec, phi_toN. change (φ 1%uint63) with 1%Z.
  rewrite Z.pow_1_r. change 2%Z with (Z.of_N 2). rewrite <- N2Z.inj_div. apply N2Z.id.
Qed.

Lemma run_bits_nat {St Ex : Type} (step : St -> Ex + St) d c s :
  (toN c < 2 ^ N.of_nat d)%N -> run_bits step d c s = run_nat step (N.to_nat (toN c)) s.
Proof.
  revert c s. induction d as [|d IH]; intros c s Hc.
  - simpl in Hc. assert (toN c = 0%N) as -> by lia. reflexivity.
  - simpl. rewrite eqb_toN, toN_0. destruct (N.eqb_spec (toN c) 0) as [->|Hne]; [reflexivity|].
    destruct (halves c) as [Hh Hb]. rewrite Nat2N.inj_succ, N.pow_succ_r' in Hc.
    assert (Hd : (toN (c >> 1) < 2 ^ N.of_nat d)%N) by lia.
    replace (N.to_nat (toN c))
      with (N.to_nat (toN (c land 1)) + (N.to_nat (toN (c >> 1)) + N.to_nat (toN (c >> 1))))%nat
      by lia.
    rewrite run_nat_add, eqb_toN, toN_1.
    destruct (N.eqb_spec (toN (c land 1)) 1) as [E1|E1].
    + rewrite E1. simpl.
      destruct (step s) as [e|s1]; simpl; [reflexivity|].
      rewrite run_nat_add, IH by exact Hd.
      destruct (run_nat step _ s1); simpl; [reflexivity | apply IH; exact Hd].
    + assert (E0 : toN (c land 1) = 0%N) by lia. rewrite E0. simpl.
      rewrite run_nat_add, IH by exact Hd.
      destruct (run_nat step _ s); simpl; [reflexivity | apply IH; exact Hd].
Qed.

Lemma run_int_nat {St Ex : Type} (step : St -> Ex + St) c s :
  run_int step c s = run_nat step (N.to_nat (toN c)) s.
Proof. apply run_bits_nat. pose proof (toN_bound c). simpl. lia. Qed.

(** ** Two loops that keep a relation *)

Lemma run_nat_sim {St Ex FSt FEx : Type} (step : St -> Ex + St) (fstep : FSt -> FEx + FSt)
    (R : nat -> St -> FSt -> Prop) (E : Ex -> FEx -> Prop) f :
  (forall i s fs, (i < f)%nat -> R i s fs ->
     match step s, fstep fs with
     | inl e, inl fe => E e fe
     | inr s', inr fs' => R (S i) s' fs'
     | _, _ => False
     end) ->
  forall s fs, R 0%nat s fs ->
  match run_nat step f s, run_nat fstep f fs with
  | inl e, inl fe => E e fe
  | inr s', inr fs' => R f s' fs'
  | _, _ => False
  end.
Proof.
  intros Hstep.
  assert (H : forall m i s fs, (i + m = f)%nat -> R i s fs ->
            match run_nat step m s, run_nat fstep m fs with
            | inl e, inl fe => E e fe
            | inr s', inr fs' => R f s' fs'
            | _, _ => False
            end).
  { induction m as [|m IH]; intros i s fs Hm H; simpl.
    - rewrite Nat.add_0_r in Hm. subst. exact H.
    - specialize (Hstep i s fs ltac:(lia) H).
      destruct (step s) as [e|s'], (fstep fs) as [fe|fs']; try contradiction; [exact Hstep|].
      apply (IH (S i)); [lia | exact Hstep]. }
  intros s fs Hs. apply (H f 0%nat); [lia | exact Hs].
Qed.

Lemma fold_sim {A B St FSt : Type} (f : St -> A -> St) (ff : FSt -> B -> FSt)
    (RA : A -> B -> Prop) (R : nat -> St -> FSt -> Prop) l fl :
  Forall2 RA l fl ->
  (forall i s fs a b, (i < List.length l)%nat -> In a l -> RA a b -> R i s fs ->
     R (S i) (f s a) (ff fs b)) ->
  forall s fs, R 0%nat s fs -> R (List.length l) (fold_left f l s) (fold_left ff fl fs).
Proof.
  intros Hl Hf.
  assert (H : forall l' fl' i, Forall2 RA l' fl' -> (i + List.length l' = List.length l)%nat ->
            (forall a, In a l' -> In a l) ->
            forall s fs, R i s fs -> R (List.length l) (fold_left f l' s) (fold_left ff fl' fs)).
  { intros l' fl' i H'. revert i. induction H' as [|a b l' fl' Hab H' IH]; intros i Hi Hin s fs H;
      simpl in *.
    - rewrite Nat.add_0_r in Hi. subst. exact H.
    - apply (IH (S i)); [lia | intros x Hx; apply Hin; right; exact Hx |].
      apply Hf; [lia | apply Hin; left; reflexivity | exact Hab | exact H]. }
  intros s fs Hs. apply (H l fl 0%nat Hl eq_refl (fun a Ha => Ha) s fs Hs).
Qed.

Lemma fold_rel {A B St FSt : Type} (f : St -> A -> St) (ff : FSt -> B -> FSt)
    (RA : A -> B -> Prop) (R : St -> FSt -> Prop) l fl :
  Forall2 RA l fl ->
  (forall s fs a b, In a l -> RA a b -> R s fs -> R (f s a) (ff fs b)) ->
  forall s fs, R s fs -> R (fold_left f l s) (fold_left ff fl fs).
Proof.
  intros Hl Hf s fs H.
  exact (fold_sim f ff RA (fun _ => R) l fl Hl (fun _ s fs a b _ => Hf s fs a b) s fs H).
Qed.

(** ** The first index where a test holds *)

(** The first index in [lo, lo + cnt) where [f] holds, else [lo + cnt]: the left half first,
    then the right half if the left has none, [d] bounding the halvings. No closure or state is
    built per index, so the extracted loop allocates nothing. *)
Fixpoint fw_bits (d : nat) (f : int -> bool) (lo cnt : int) : int :=
  if (cnt =? 0)%uint63 then lo else
  match d with
  | O => if f lo then lo else (lo + cnt)%uint63
  | S d' =>
      if (cnt =? 1)%uint63 then (if f lo then lo else (lo + 1)%uint63) else
      let left := (cnt - (cnt >> 1))%uint63 in
      let r := fw_bits d' f lo left in
      if (r <? lo + left)%uint63 then r else fw_bits d' f (lo + left) (cnt >> 1)
  end.

Definition ffirst_where (f : int -> bool) (lo cnt : int) : int := fw_bits 63 f lo cnt.

Lemma fw_bits_spec d f lo cnt :
  (toN cnt <= 2 ^ N.of_nat d)%N -> (toN lo + toN cnt < 9223372036854775808)%N ->
  let r := fw_bits d f lo cnt in
  (toN lo <= toN r <= toN lo + toN cnt)%N /\
  (forall i, (toN lo <= toN i < toN r)%N -> f i = false) /\
  ((toN r < toN lo + toN cnt)%N -> f r = true).
Proof.
  revert lo cnt. induction d as [|d IH]; intros lo cnt Hc Hb; cbn [fw_bits].
  - rewrite eqb_toN, toN_0. destruct (N.eqb_spec (toN cnt) 0) as [E|E].
    + split; [lia|]. split; [intros i Hi; lia | intros H; lia].
    + simpl in Hc. assert (Ec : toN cnt = 1%N) by lia.
      destruct (f lo) eqn:F.
      * split; [lia|]. split; [intros i Hi; lia | intros _; exact F].
      * rewrite toN_add by lia. split; [lia|]. split; [|intros H; lia].
        intros i Hi. assert (i = lo) as -> by (apply toN_inj; lia). exact F.
  - rewrite !eqb_toN, toN_0, toN_1. destruct (N.eqb_spec (toN cnt) 0) as [E|E].
    + split; [lia|]. split; [intros i Hi; lia | intros H; lia].
    + destruct (N.eqb_spec (toN cnt) 1) as [E1|E1].
      * destruct (f lo) eqn:F.
        -- split; [lia|]. split; [intros i Hi; lia | intros _; exact F].
        -- rewrite toN_add, toN_1 by (rewrite toN_1; lia). split; [lia|]. split; [|intros H; lia].
           intros i Hi. assert (i = lo) as -> by (apply toN_inj; lia). exact F.
      * destruct (halves cnt) as [Hh _].
        assert (Eh : toN (cnt >> 1)%uint63 = (toN cnt / 2)%N) by apply toN_half.
        assert (El : toN (cnt - (cnt >> 1))%uint63 = (toN cnt - toN cnt / 2)%N)
          by (rewrite toN_sub, Eh; [reflexivity | rewrite Eh; apply N.div_le_upper_bound; lia]).
        rewrite Nat2N.inj_succ, N.pow_succ_r' in Hc.
        assert (Hl : (toN cnt - toN cnt / 2 <= 2 ^ N.of_nat d)%N).
        { pose proof (N.div_mod (toN cnt) 2 ltac:(lia)).
          pose proof (N.mod_lt (toN cnt) 2 ltac:(lia)).
          lia. }
        destruct (IH lo (cnt - (cnt >> 1))%uint63 ltac:(rewrite El; exact Hl)
                   ltac:(rewrite El; lia)) as (B1 & B2 & B3).
        set (r := fw_bits d f lo (cnt - (cnt >> 1))) in *.
        rewrite ltb_toN, toN_add, El by lia.
        destruct (N.ltb_spec (toN r) (toN lo + (toN cnt - toN cnt / 2))) as [Lt|Ge].
        -- rewrite El in B1, B3. split; [lia|]. split; [exact B2 | intros _; apply B3; exact Lt].
        -- rewrite El in B1. assert (Er : toN r = (toN lo + (toN cnt - toN cnt / 2))%N) by lia.
           assert (Elo : toN (lo + (cnt - (cnt >> 1)))%uint63 =
                         (toN lo + (toN cnt - toN cnt / 2))%N)
             by (rewrite toN_add, El; [reflexivity | rewrite El; lia]).
           assert (Hr : (toN cnt / 2 <= 2 ^ N.of_nat d)%N).
           { pose proof (N.div_mod (toN cnt) 2 ltac:(lia)). lia. }
           destruct (IH (lo + (cnt - (cnt >> 1)))%uint63 (cnt >> 1)%uint63
                       ltac:(rewrite Eh; exact Hr) ltac:(rewrite Eh, Elo; lia)) as (C1 & C2 & C3).
           rewrite Elo, Eh in C1, C3. rewrite Elo in C2.
           split; [lia|]. split; [|intros H; apply C3; lia].
           intros i Hi. destruct (N.lt_ge_cases (toN i) (toN r)) as [Hir|Hir];
             [apply B2; lia | apply C2; lia].
Qed.

Lemma first_where_unique (g : N -> bool) lo cnt r :
  (lo <= r <= lo + cnt)%N -> (forall i, (lo <= i < r)%N -> g i = false) ->
  ((r < lo + cnt)%N -> g r = true) -> r = first_where g lo cnt.
Proof.
  intros B1 B2 B3. destruct (first_where_spec g lo cnt) as (C1 & C2 & C3).
  set (r' := first_where g lo cnt) in *.
  destruct (N.lt_trichotomy r r') as [Lt|[Eq|Gt]]; [|exact Eq|].
  - specialize (B3 ltac:(lia)). rewrite C2 in B3 by lia. discriminate.
  - specialize (C3 ltac:(lia)). rewrite B2 in C3 by lia. discriminate.
Qed.

Lemma ffirst_where_eq (f : int -> bool) (g : N -> bool) lo cnt :
  (toN lo + toN cnt < 9223372036854775808)%N ->
  (forall i, (toN lo <= toN i < toN lo + toN cnt)%N -> f i = g (toN i)) ->
  toN (ffirst_where f lo cnt) = first_where g (toN lo) (toN cnt).
Proof.
  intros Hb Hfg. unfold ffirst_where.
  destruct (fw_bits_spec 63 f lo cnt ltac:(pose proof (toN_bound cnt); simpl; lia) Hb)
    as (B1 & B2 & B3).
  apply first_where_unique; [exact B1| |].
  - intros j Hj. assert (Ej : toN (ofN j) = j) by (apply toN_ofN; lia).
    rewrite <- Ej, <- Hfg by lia. apply B2. lia.
  - intros H. rewrite <- Hfg by lia. apply B3. exact H.
Qed.

(** ** Arrays *)

Polymorphic Lemma get_set_cases {A} (t : array A) i j a :
  t.[i <- a].[j] = a \/ t.[i <- a].[j] = t.[j].
Proof.
  destruct (i =? j)%uint63 eqn:E.
  - apply eqb_spec in E. subst j. destruct (i <? PArray.length t)%uint63 eqn:B.
    + left. apply get_set_same. exact B.
    + right. rewrite !get_out_of_bounds; [apply default_set | exact B |].
      rewrite length_set. exact B.
  - right. apply get_set_other. intros H. apply eqb_spec in H. congruence.
Qed.

Polymorphic Lemma get_set_in {A} (t : array A) i j a :
  (i <? PArray.length t)%uint63 = true -> t.[i <- a].[j] = if (i =? j)%uint63 then a else t.[j].
Proof.
  intros B. destruct (i =? j)%uint63 eqn:E.
  - apply eqb_spec in E. subst j. apply get_set_same. exact B.
  - apply get_set_other. intros H. apply eqb_spec in H. congruence.
Qed.

Polymorphic Lemma length_make_small {A} n (a : A) :
  (toN n <= 4194303)%N -> PArray.length (make n a) = n.
Proof.
  intros H. rewrite length_make, leb_toN. change (toN max_length) with 4194303%N.
  apply N.leb_le in H. rewrite H. reflexivity.
Qed.

(** *** The values below the heap: chunks of 2^20 cells *)

Definition chunk_bits : int := 20.
Definition chunk_mask : int := 1048575.
Definition chunk_size : N := 1048576.

(** The chunk that the next value goes to ([fh_cur], number [fh_ci]) is kept apart from the
    others ([fh_rest], whose cell [fh_ci] is stale): writing a value then makes a new version of
    one array, not of two. Every version of a persistent array is copied by the collector out
    of its young generation, so a version fewer per heap is work saved at every heap. *)
Record fhist : Type := mkfhist { fh_ci : int; fh_cur : array int; fh_rest : array (array int) }.

Definition fchunk (h : fhist) (c : int) : array int :=
  if (c =? fh_ci h)%uint63 then fh_cur h else (fh_rest h).[c].

Definition fget (h : fhist) (i : int) : int := (fchunk h (i >> chunk_bits)).[i land chunk_mask].

(** A value of another chunk than the current one makes that chunk current, the old one going
    back to its cell. The new one's cell is emptied: left there, the first version of the chunk
    would keep every later version's node alive until the chunk is done. *)
Definition fset (h : fhist) (i v : int) : fhist :=
  let c := (i >> chunk_bits)%uint63 in
  let j := (i land chunk_mask)%uint63 in
  if (c =? fh_ci h)%uint63 then mkfhist c (fh_cur h).[j <- v] (fh_rest h)
  else mkfhist c (fh_rest h).[c].[j <- v]
         (fh_rest h).[fh_ci h <- fh_cur h].[c <- make 0 0%uint63].

(** The chunks [1] to [k], each its own array of [clen] cells. *)
Fixpoint fill_chunks (k : nat) (clen : int) (h : array (array int)) : array (array int) :=
  match k with
  | O => h
  | S k' => fill_chunks k' clen h.[ofN (N.of_nat k) <- make clen 0%uint63]
  end.

(** [nchunks] chunks of zeros of [clen] cells, chunk 0 current: [chunk_size] cells, or fewer
    when they are one chunk and the heaps fit in fewer (a short history then costs no full
    chunk to allocate and fill). *)
Definition fhist_init (nchunks : N) (clen : int) : fhist :=
  mkfhist 0 (make clen 0%uint63)
    (fill_chunks (N.to_nat nchunks - 1) clen (make (ofN nchunks) (make 0 0%uint63))).

Lemma chunk_parts i :
  toN i = (toN (i >> chunk_bits) * chunk_size + toN (i land chunk_mask))%N /\
  (toN (i land chunk_mask) < chunk_size)%N.
Proof.
  unfold toN. rewrite lsr_spec, land_spec'. change (φ chunk_bits%uint63) with 20%Z.
  change (φ chunk_mask%uint63) with (Z.ones 20). rewrite Z.land_ones by lia.
  pose proof (to_Z_bounded i). pose proof (Z.div_mod (φ i%uint63) (2 ^ 20) ltac:(lia)).
  pose proof (Z.mod_pos_bound (φ i%uint63) (2 ^ 20) ltac:(lia)).
  pose proof (Z.div_pos (φ i%uint63) (2 ^ 20) ltac:(lia) ltac:(lia)). unfold chunk_size.
  change (2 ^ 20)%Z with 1048576%Z in *. lia.
Qed.

(** [fget] with the first chunk at hand ([fchunk h 0]): one array read below 2^20. *)
Definition fget0 (h0 : array int) (h : fhist) (i : int) : int :=
  if (i <? 1048576)%uint63 then h0.[i] else fget h i.

Lemma fget0_fget h i : fget0 (fchunk h 0) h i = fget h i.
Proof.
  unfold fget0, fget. destruct (i <? 1048576)%uint63 eqn:B; [|reflexivity].
  rewrite ltb_toN in B. apply N.ltb_lt in B. change (toN 1048576) with chunk_size in B.
  destruct (chunk_parts i) as [E Bl].
  assert (E0 : (i >> chunk_bits)%uint63 = 0%uint63)
    by (apply toN_inj; rewrite toN_0; unfold chunk_size in *; nia).
  assert (E1 : (i land chunk_mask)%uint63 = i)
    by (apply toN_inj; rewrite E0, toN_0 in E; lia).
  rewrite E0, E1. reflexivity.
Qed.

(** [nchunks] chunks, the current one among them, each of [clen] cells. *)
Definition fwf (nchunks : N) (clen : int) (h : fhist) : Prop :=
  PArray.length (fh_rest h) = ofN nchunks /\ (toN (fh_ci h) < nchunks)%N /\
  forall c, (toN c < nchunks)%N -> PArray.length (fchunk h c) = clen.

(** The chunks after a write: chunk [i >> chunk_bits] written, the others as they were. *)
Lemma fchunk_fset nchunks clen h i v c :
  (nchunks <= 4194303)%N -> fwf nchunks clen h -> (toN (i >> chunk_bits) < nchunks)%N ->
  fchunk (fset h i v) c =
  if (c =? i >> chunk_bits)%uint63 then (fchunk h c).[i land chunk_mask <- v] else fchunk h c.
Proof.
  intros Hn (Hl & Hci & _) Hi. unfold fset, fchunk. cbv zeta.
  assert (B : forall d, (toN d < nchunks)%N -> (d <? PArray.length (fh_rest h))%uint63 = true)
    by (intros d Hd; rewrite ltb_toN, Hl, toN_ofN by lia; apply N.ltb_lt; exact Hd).
  destruct ((i >> chunk_bits) =? fh_ci h)%uint63 eqn:E; cbn [fh_ci fh_cur fh_rest].
  - apply eqb_spec in E. rewrite E. destruct (c =? fh_ci h)%uint63; reflexivity.
  - destruct (c =? i >> chunk_bits)%uint63 eqn:Ec.
    + apply eqb_spec in Ec. subst c. rewrite E. reflexivity.
    + rewrite get_set_other by (intros E'; subst c; rewrite eqb_refl in Ec; discriminate).
      rewrite (get_set_in _ _ _ _ (B _ Hci)).
      destruct (fh_ci h =? c)%uint63 eqn:Ec'; destruct (c =? fh_ci h)%uint63 eqn:Ec'';
        try reflexivity; apply eqb_spec in Ec' || apply eqb_spec in Ec''; subst;
        rewrite (proj2 (eqb_spec _ _) eq_refl) in *; discriminate.
Qed.

Lemma fget_fset nchunks clen h i v j :
  (nchunks <= 4194303)%N -> fwf nchunks clen h -> (toN i < nchunks * chunk_size)%N ->
  (chunk_size <= toN clen \/ toN i < toN clen)%N ->
  fget (fset h i v) j = if (i =? j)%uint63 then v else fget h j.
Proof.
  intros Hn Hw Hi Hcl. destruct (chunk_parts i) as [Ei Bi]. destruct (chunk_parts j) as [Ej Bj].
  assert (Hci : (toN (i >> chunk_bits) < nchunks)%N) by (unfold chunk_size in *; nia).
  unfold fget at 1. rewrite (fchunk_fset nchunks clen) by assumption. fold (fget h j).
  destruct ((j >> chunk_bits) =? (i >> chunk_bits))%uint63 eqn:Ec.
  - apply eqb_spec in Ec. rewrite Ec.
    destruct Hw as (_ & _ & Hc).
    assert (Bi' : ((i land chunk_mask) <? PArray.length (fchunk h (i >> chunk_bits)))%uint63
                  = true)
      by (rewrite ltb_toN, Hc by exact Hci; apply N.ltb_lt; unfold chunk_size in *; lia).
    rewrite (get_set_in _ _ _ _ Bi').
    destruct ((i land chunk_mask) =? (j land chunk_mask))%uint63 eqn:El.
    + apply eqb_spec in El. assert (i = j) as -> by (apply toN_inj; rewrite Ei, Ej, Ec, El;
                                                      reflexivity).
      rewrite (proj2 (eqb_spec j j) eq_refl). reflexivity.
    + destruct (i =? j)%uint63 eqn:E; [|unfold fget; rewrite Ec; reflexivity].
      apply eqb_spec in E. subst j. rewrite (proj2 (eqb_spec _ _) eq_refl) in El. discriminate.
  - destruct (i =? j)%uint63 eqn:E; [|reflexivity].
    apply eqb_spec in E. subst j. rewrite (proj2 (eqb_spec _ _) eq_refl) in Ec. discriminate.
Qed.

Lemma fhist_init_spec nchunks clen :
  (0 < nchunks <= 4194303)%N -> (toN clen <= 4194303)%N ->
  fwf nchunks clen (fhist_init nchunks clen) /\
  forall i, fget (fhist_init nchunks clen) i = 0%uint63.
Proof.
  intros Hn Hcl. unfold fhist_init.
  assert (H : forall k h, (N.of_nat k < nchunks)%N -> PArray.length h = ofN nchunks ->
            (forall c, (N.of_nat k < toN c < nchunks)%N -> PArray.length h.[c] = clen) ->
            (forall c j, h.[c].[j] = 0%uint63) ->
            PArray.length (fill_chunks k clen h) = ofN nchunks /\
            (forall c, (0 < toN c < nchunks)%N -> PArray.length (fill_chunks k clen h).[c] = clen)
            /\ forall c j, (fill_chunks k clen h).[c].[j] = 0%uint63).
  { induction k as [|k IH]; intros h Hk Hl Hc Hz; cbn [fill_chunks].
    - split; [exact Hl|]. split; [|exact Hz]. intros c Hc'. apply Hc. lia.
    - assert (Hkn : toN (ofN (N.of_nat (S k))) = N.of_nat (S k)) by (apply toN_ofN; lia).
      apply IH; [lia | rewrite length_set; exact Hl | |].
      + intros c Hc'. destruct (ofN (N.of_nat (S k)) =? c)%uint63 eqn:E.
        * apply eqb_spec in E. subst c. rewrite get_set_same.
          -- apply length_make_small. exact Hcl.
          -- rewrite ltb_toN, Hl, Hkn, toN_ofN by lia. apply N.ltb_lt. lia.
        * rewrite get_set_other; [|intros E'; apply eqb_spec in E'; congruence].
          rewrite eqb_toN, Hkn in E. apply N.eqb_neq in E. apply Hc. lia.
      + intros c j. destruct (get_set_cases h (ofN (N.of_nat (S k))) c
                                (make clen 0%uint63)) as [E|E];
          rewrite E; [apply get_make | apply Hz]. }
  assert (Hz : forall c j, (make (ofN nchunks) (make 0 0%uint63)).[c].[j] = 0%uint63)
    by (intros c j; rewrite !get_make; reflexivity).
  destruct (H (N.to_nat nchunks - 1)%nat (make (ofN nchunks) (make 0 0%uint63)) ltac:(lia)
              ltac:(apply length_make_small; rewrite toN_ofN; lia)
              ltac:(intros c Hc; lia) Hz) as (Hl & Hc & Hg).
  split; [split; [exact Hl|]; split; [cbn [fh_ci]; rewrite toN_0; lia|]|].
  - intros c Hc'. unfold fchunk. cbn [fh_ci fh_cur fh_rest].
    destruct (c =? 0)%uint63 eqn:E; [apply length_make_small; exact Hcl|].
    apply Hc. rewrite eqb_toN, toN_0 in E. apply N.eqb_neq in E. lia.
  - intros i. unfold fget, fchunk. cbn [fh_ci fh_cur fh_rest].
    destruct (_ =? 0)%uint63; [apply get_make | apply Hg].
Qed.

Lemma fwf_fset nchunks clen h i v :
  (nchunks <= 4194303)%N -> fwf nchunks clen h -> (toN i < nchunks * chunk_size)%N ->
  fwf nchunks clen (fset h i v).
Proof.
  intros Hn Hw Hi. destruct (chunk_parts i) as [Ei Bi].
  assert (Hci : (toN (i >> chunk_bits) < nchunks)%N) by (unfold chunk_size in *; nia).
  pose proof Hw as (Hl & Hc0 & Hc).
  split; [|split].
  - unfold fset. cbv zeta. destruct (_ =? fh_ci h)%uint63; cbn [fh_rest];
      [exact Hl | rewrite !length_set; exact Hl].
  - unfold fset. cbv zeta. destruct (_ =? fh_ci h)%uint63; exact Hci.
  - intros c Hcn. rewrite (fchunk_fset nchunks clen) by assumption.
    destruct (c =? _)%uint63; [rewrite length_set|]; apply Hc; exact Hcn.
Qed.

(** *** Marks: a bit of a machine integer for each value below 63, the heap's stamp [st] in an
    array cell for each larger one *)

(** The values of many octal games stay below 63 (those of .16, .127 and .1777 do): their marks
    then cost no array read and no new version of the array. *)
Definition fmarks := (int * array int)%type.

(* The pair is taken apart by a pattern, not by [fst] and [snd]: their extracted forms take a
   tuple and are not inlined. *)
Definition fmarked (m : fmarks) (st v : int) : bool :=
  let '(lo, a) := m in
  if (v <? 63)%uint63 then Uint63.bit lo v else (a.[v] =? st)%uint63.

(** A marked value is not marked again: no new pair, no new version of the array. *)
Definition fmark (m : fmarks) (st v : int) : fmarks :=
  let '(lo, a) := m in
  if (v <? 63)%uint63 then
    let lo' := (lo lor (1 << v))%uint63 in
    if (lo' =? lo)%uint63 then m else (lo', a)
  else if (a.[v] =? st)%uint63 then m else (lo, a.[v <- st]).

(** The marks [v + i] for the set bits [i] of [g], the first [d] bits: a word of marks from [v]
    on joined to the marks. *)
Fixpoint fhi_marks (d : nat) (st g v : int) (m : fmarks) : fmarks :=
  match d with
  | O => m
  | S d' =>
      if (g =? 0)%uint63 then m else
      fhi_marks d' st (g >> 1) (v + 1) (if Uint63.bit g 0 then fmark m st v else m)
  end.

(** The bit of [1 << v] at [w], when [v] or [w] is below 63: a shift by 63 or more gives 0. *)
Lemma bit_one_shift_either v w :
  (toN v < 63 \/ toN w < 63)%N -> Uint63.bit (1 << v)%uint63 w = (v =? w)%uint63.
Proof.
  intros Hvw. rewrite bit_lsl.
  destruct ((w <? v)%uint63 || (Uint63.digits <=? w)%uint63) eqn:C.
  - symmetry. apply eqb_false_spec. intros ->. apply orb_true_iff in C as [C|C].
    + rewrite ltb_toN in C. apply N.ltb_lt in C. lia.
    + rewrite leb_toN in C. apply N.leb_le in C. change (toN Uint63.digits) with 63%N in C. lia.
  - apply orb_false_iff in C as [C1 C2]. rewrite ltb_toN in C1. apply N.ltb_ge in C1.
    rewrite leb_toN in C2. apply N.leb_gt in C2. change (toN Uint63.digits) with 63%N in C2.
    rewrite bit_1. apply eq_iff_eq_true. rewrite !eqb_toN, !N.eqb_eq.
    rewrite toN_sub by lia. rewrite toN_0. lia.
Qed.

Lemma bit_one_shift v w :
  (v <? 63)%uint63 = true -> Uint63.bit (1 << v)%uint63 w = (v =? w)%uint63.
Proof.
  intros Hv. apply bit_one_shift_either. left. rewrite ltb_toN in Hv. apply N.ltb_lt in Hv.
  exact Hv.
Qed.

Lemma bit_one_shift' v w :
  (toN w < 63)%N -> Uint63.bit (1 << v)%uint63 w = (v =? w)%uint63.
Proof. intros Hw. apply bit_one_shift_either. right. exact Hw. Qed.

(** A mark leaves the other values' marks as they are, and none is taken away. *)
Lemma fmarked_fmark_other m st y v : y <> v -> fmarked (fmark m st y) st v = fmarked m st v.
Proof.
  intros Hne. destruct m as [lo a]. unfold fmark. cbn beta iota zeta.
  destruct (y <? 63)%uint63 eqn:Y.
  - destruct ((lo lor (1 << y)) =? lo)%uint63; [reflexivity|]. unfold fmarked.
    destruct (v <? 63)%uint63; [|reflexivity].
    rewrite lor_spec, bit_one_shift, (proj2 (eqb_false_spec y v) Hne), orb_false_r by exact Y.
    reflexivity.
  - destruct (a.[y] =? st)%uint63; [reflexivity|]. unfold fmarked.
    destruct (v <? 63)%uint63; [reflexivity|]. rewrite get_set_other by exact Hne. reflexivity.
Qed.

Lemma fmarked_fmark_mono m st y v : fmarked m st v = true -> fmarked (fmark m st y) st v = true.
Proof.
  intros H. destruct (y =? v)%uint63 eqn:Ey;
    [apply eqb_spec in Ey; subst v | apply eqb_false_spec in Ey;
                                     rewrite fmarked_fmark_other; assumption].
  destruct m as [lo a]. unfold fmark, fmarked in *. cbn beta iota zeta in *.
  destruct (y <? 63)%uint63 eqn:Y.
  - destruct ((lo lor (1 << y)) =? lo)%uint63; cbn beta iota zeta; [exact H|].
    rewrite lor_spec, H. reflexivity.
  - rewrite H. cbn beta iota zeta. exact H.
Qed.

(** A mark inside the array, or below 63, is set. *)
Lemma fmarked_fmark_same m st y :
  (toN y < 63 \/ toN y < toN (PArray.length (snd m)))%N -> fmarked (fmark m st y) st y = true.
Proof.
  intros Hy. destruct (fmarked m st y) eqn:E; [apply fmarked_fmark_mono, E|].
  destruct m as [lo a]. unfold fmark, fmarked in *. cbn beta iota zeta in *.
  cbn [snd] in Hy. destruct (y <? 63)%uint63 eqn:Y.
  - destruct ((lo lor (1 << y)) =? lo)%uint63 eqn:L; cbn beta iota zeta.
    + apply eqb_spec in L. rewrite <- L, lor_spec, bit_one_shift, eqb_refl, orb_true_r in E
        by exact Y. discriminate.
    + rewrite lor_spec, bit_one_shift, eqb_refl, orb_true_r by exact Y. reflexivity.
  - rewrite E. cbn beta iota zeta. rewrite get_set_same; [apply eqb_refl|].
    rewrite ltb_toN in Y |- *. apply N.ltb_ge in Y. apply N.ltb_lt. change (toN 63) with 63%N in Y.
    lia.
Qed.

(** The marks array of a heap: [fb] cells, no stamp past the heap's. *)
Definition fstamped (fb st : int) (m : fmarks) : Prop :=
  PArray.length (snd m) = fb /\ forall v, (toN (snd m).[v] <= toN st)%N.

Lemma fmark_stamped fb st m y : fstamped fb st m -> fstamped fb st (fmark m st y).
Proof.
  destruct m as [lo a]. intros [Hl Hs]. unfold fmark. cbn beta iota zeta.
  destruct (y <? 63)%uint63; [destruct (_ =? lo)%uint63; split; assumption|].
  destruct (a.[y] =? st)%uint63; [split; assumption|]. unfold fstamped. cbn [snd].
  split; [rewrite length_set; exact Hl|]. intros v.
  destruct (y =? v)%uint63 eqn:Ey;
    [apply eqb_spec in Ey; subst v | apply eqb_false_spec in Ey;
                                     rewrite get_set_other by exact Ey; apply Hs].
  destruct (y <? PArray.length a)%uint63 eqn:B; [rewrite get_set_same by exact B; lia|].
  rewrite get_out_of_bounds by (rewrite length_set; exact B).
  rewrite default_set, <- (get_out_of_bounds _ a y B). apply Hs.
Qed.

(** *** The first clear bit of a word *)

(** The first [i] from [v] on, [d] at most, where bit [i] of [w] is clear; [v + d] if none. *)
Fixpoint fzero (d : nat) (w v : int) : int :=
  match d with
  | O => v
  | S d' => if Uint63.bit w v then fzero d' w (v + 1) else v
  end.

Lemma fzero_spec d w v :
  (toN v + N.of_nat d <= 63)%N ->
  let r := fzero d w v in
  (toN v <= toN r <= toN v + N.of_nat d)%N /\
  (forall i, (toN v <= toN i < toN r)%N -> Uint63.bit w i = true) /\
  ((toN r < toN v + N.of_nat d)%N -> Uint63.bit w r = false).
Proof.
  revert v. induction d as [|d IH]; intros v Hd; cbn [fzero].
  - split; [lia|]. split; [intros i Hi; lia | intros H; lia].
  - rewrite Nat2N.inj_succ in *. destruct (Uint63.bit w v) eqn:B.
    + assert (E : toN (v + 1)%uint63 = (toN v + 1)%N)
        by (rewrite toN_add, toN_1 by (rewrite toN_1; lia); reflexivity).
      destruct (IH (v + 1)%uint63 ltac:(rewrite E; lia)) as (C1 & C2 & C3).
      rewrite E in C1, C2, C3. split; [lia|]. split.
      * intros i Hi. destruct (N.eq_dec (toN i) (toN v)) as [Ei|Ei].
        -- apply toN_inj in Ei. subst i. exact B.
        -- apply C2. lia.
      * intros H. apply C3. lia.
    + split; [lia|]. split; [intros i Hi; lia | intros _; exact B].
Qed.

(** The first index below [cnt] where [f] holds, else [cnt], when bit [v] of [w] is
    [negb (f v)] for every [v] below 63: that is [ffirst_where f 0 cnt] ([ffirst_word_where]),
    with the indices below 63 read from the word, without a call of [f]. *)
Definition ffirst_word (w : int) (f : int -> bool) (cnt : int) : int :=
  let r := fzero 63 (if (cnt <? 63)%uint63 then w land ((1 << cnt) - 1) else w)%uint63 0 in
  if (r <? 63)%uint63 then (if (r <? cnt)%uint63 then r else cnt)
  else if (cnt <=? 63)%uint63 then cnt else ffirst_where f 63 (cnt - 63).

(** The bits below [c] of [(1 << c) - 1], for [c] below 63. *)
Lemma bit_low_mask c v : (toN c < 63)%N -> (toN v < 63)%N ->
  Uint63.bit ((1 << c) - 1)%uint63 v = (toN v <? toN c)%N.
Proof.
  intros Hc Hv. rewrite bitE.
  assert (E : φ ((1 << c) - 1)%uint63 = Z.ones φ c%uint63).
  { rewrite sub_spec, lsl_spec, Z.ones_equiv. change φ 1%uint63 with 1%Z.
    rewrite phi_toN. rewrite Z.mul_1_l.
    assert (B : (2 ^ Z.of_N (toN c) < 2 ^ 63)%Z) by (apply Z.pow_lt_mono_r; lia).
    assert (P0 : (0 < 2 ^ Z.of_N (toN c))%Z) by (apply Z.pow_pos_nonneg; lia).
    change wB with (2 ^ 63)%Z. rewrite (Z.mod_small (2 ^ Z.of_N (toN c))) by lia.
    rewrite Z.mod_small by lia. reflexivity. }
  rewrite E, !phi_toN, Z.testbit_ones_nonneg by lia.
  destruct (Z.ltb_spec (Z.of_N (toN v)) (Z.of_N (toN c))), (N.ltb_spec (toN v) (toN c));
    reflexivity || lia.
Qed.

Lemma ffirst_word_spec w f cnt :
  (toN cnt < 2 ^ 62)%N ->
  (forall v, (toN v < 63)%N -> Uint63.bit w v = negb (f v)) ->
  let r := ffirst_word w f cnt in
  (toN r <= toN cnt)%N /\ (forall i, (toN i < toN r)%N -> f i = false) /\
  ((toN r < toN cnt)%N -> f r = true).
Proof.
  intros Hc Hw. unfold ffirst_word.
  set (w' := (if (cnt <? 63)%uint63 then w land ((1 << cnt) - 1) else w)%uint63).
  (* below [cnt], the bits of [w'] are those of [w]; from [cnt] on (when below 63), clear *)
  assert (Hw' : forall v, (toN v < 63)%N ->
                Uint63.bit w' v = ((toN v <? toN cnt)%N || (63 <=? toN cnt)%N) && negb (f v)).
  { intros v Hv. unfold w'. rewrite ltb_toN. change (toN 63) with 63%N.
    destruct (N.ltb_spec (toN cnt) 63) as [Lc|Lc].
    - rewrite land_spec, bit_low_mask, Hw by lia.
      rewrite (proj2 (N.leb_gt 63 (toN cnt)) Lc), orb_false_r, andb_comm. reflexivity.
    - rewrite Hw by lia. rewrite (proj2 (N.leb_le 63 (toN cnt)) Lc), orb_true_r. reflexivity. }
  destruct (fzero_spec 63 w' 0 ltac:(rewrite toN_0; simpl; lia)) as (Z1 & Z2 & Z3).
  set (r := fzero 63 w' 0) in *. rewrite toN_0 in Z1, Z2, Z3.
  change (N.of_nat 63) with 63%N in Z1, Z2, Z3.
  assert (Hlow : forall i, (toN i < toN r)%N -> f i = false /\ (toN i < toN cnt)%N).
  { intros i Hi. specialize (Z2 i ltac:(lia)). rewrite Hw' in Z2 by lia.
    apply andb_true_iff in Z2 as [C F]. split; [destruct (f i); [discriminate | reflexivity]|].
    apply orb_true_iff in C as [C|C]; [apply N.ltb_lt, C | apply N.leb_le in C; lia]. }
  assert (Hlowf : forall i, (toN i < toN r)%N -> f i = false) by (intros i Hi; apply Hlow, Hi).
  rewrite ltb_toN. change (toN 63) with 63%N. destruct (N.ltb_spec (toN r) 63) as [Lr|Lr].
  - rewrite ltb_toN. destruct (N.ltb_spec (toN r) (toN cnt)) as [Lc|Lc].
    + assert (Fr : f r = true).
      { specialize (Z3 ltac:(lia)). rewrite Hw' in Z3 by lia.
        replace (toN r <? toN cnt)%N with true in Z3 by (symmetry; apply N.ltb_lt; exact Lc).
        destruct (f r); [reflexivity | discriminate Z3]. }
      split; [lia|]. split; [intros i Hi; apply Hlowf; exact Hi | intros _; exact Fr].
    + split; [lia|]. split; [intros i Hi; apply Hlowf; lia | intros H; lia].
  - rewrite leb_toN. change (toN 63) with 63%N.
    destruct (N.leb_spec (toN cnt) 63) as [Lc|Lc].
    + split; [lia|]. split; [intros i Hi; apply Hlowf; lia | intros H; lia].
    + assert (E63 : toN (cnt - 63)%uint63 = (toN cnt - 63)%N)
        by (rewrite toN_sub; change (toN 63) with 63%N; [reflexivity | lia]).
      unfold ffirst_where.
      destruct (fw_bits_spec 63 f 63 (cnt - 63) ltac:(rewrite E63; simpl; lia)
                  ltac:(rewrite E63; change (toN 63) with 63%N; lia)) as (B1 & B2 & B3).
      rewrite E63 in B1, B3. change (toN 63) with 63%N in B1, B2, B3.
      split; [lia|]. split.
      * intros i Hi. destruct (N.lt_ge_cases (toN i) 63); [apply Hlowf; lia | apply B2; lia].
      * intros H. apply B3. lia.
Qed.

Lemma ffirst_word_where w f cnt :
  (toN cnt < 2 ^ 62)%N ->
  (forall v, (toN v < 63)%N -> Uint63.bit w v = negb (f v)) ->
  ffirst_word w f cnt = ffirst_where f 0 cnt.
Proof.
  intros Hc Hw. destruct (ffirst_word_spec w f cnt Hc Hw) as (W1 & W2 & W3).
  assert (Hof : forall i, ofN (toN i) = i) by (intros i; apply toN_inj, toN_ofN, toN_bound).
  apply toN_inj. rewrite (ffirst_where_eq f (fun i => f (ofN i))), toN_0;
    [| rewrite toN_0; lia | intros i _; rewrite Hof; reflexivity].
  apply first_where_unique; [lia | |].
  - intros j Hj. rewrite <- (toN_ofN j) in Hj by lia. apply W2. lia.
  - intros H. rewrite Hof. apply W3. lia.
Qed.

(** The word whose bit [v], for [v] below 63, says whether [t.[v]] is [b]. *)
Fixpoint fword_of (d : nat) (t : array bool) (b : bool) (v w : int) : int :=
  match d with
  | O => w
  | S d' => fword_of d' t b (v + 1) (if Bool.eqb t.[v] b then (w lor (1 << v))%uint63 else w)
  end.

Definition ftab_word (t : array bool) (b : bool) : int := fword_of 63 t b 0 0.

Lemma fword_of_bit d t b v w u :
  (toN v + N.of_nat d <= 63)%N ->
  Uint63.bit (fword_of d t b v w) u =
  Uint63.bit w u || ((toN v <=? toN u)%N && (toN u <? toN v + N.of_nat d)%N && Bool.eqb t.[u] b).
Proof.
  revert v w. induction d as [|d IH]; intros v w Hd; cbn [fword_of].
  - rewrite N.add_0_r. destruct (N.leb_spec (toN v) (toN u)); destruct (N.ltb_spec (toN u) (toN v));
      try lia; rewrite ?orb_false_r; reflexivity.
  - rewrite Nat2N.inj_succ in *.
    assert (E : toN (v + 1)%uint63 = (toN v + 1)%N)
      by (rewrite toN_add, toN_1 by (rewrite toN_1; lia); reflexivity).
    assert (V : (v <? 63)%uint63 = true)
      by (rewrite ltb_toN; apply N.ltb_lt; change (toN 63) with 63%N; lia).
    rewrite IH by (rewrite E; lia). rewrite E.
    assert (Hw' : Uint63.bit (if Bool.eqb t.[v] b then (w lor (1 << v))%uint63 else w) u =
                  Uint63.bit w u || (Bool.eqb t.[v] b && (v =? u)%uint63)).
    { destruct (Bool.eqb t.[v] b); [rewrite lor_spec, bit_one_shift by exact V; reflexivity|].
      rewrite orb_false_r. reflexivity. }
    rewrite Hw', eqb_toN. destruct (N.eq_dec (toN u) (toN v)) as [Eu|Eu].
    + assert (u = v) as -> by (apply toN_inj; exact Eu). rewrite N.eqb_refl.
      destruct (N.leb_spec (toN v + 1) (toN v)); [lia|].
      destruct (N.leb_spec (toN v) (toN v)); [|lia].
      destruct (N.ltb_spec (toN v) (toN v + N.succ (N.of_nat d))); [|lia].
      destruct (Bool.eqb t.[v] b), (Uint63.bit w v); reflexivity.
    + rewrite (proj2 (N.eqb_neq _ _)) by lia. rewrite andb_false_r, orb_false_r.
      destruct (N.leb_spec (toN v + 1) (toN u)); destruct (N.leb_spec (toN v) (toN u));
        try lia; cbn [andb]; [|rewrite ?orb_false_r; reflexivity].
      destruct (N.ltb_spec (toN u) (toN v + 1 + N.of_nat d));
        destruct (N.ltb_spec (toN u) (toN v + N.succ (N.of_nat d))); try lia; reflexivity.
Qed.

Lemma ftab_word_bit t b v :
  (toN v < 63)%N -> Uint63.bit (ftab_word t b) v = Bool.eqb t.[v] b.
Proof.
  intros Hv. unfold ftab_word. rewrite fword_of_bit by (rewrite toN_0; simpl; lia).
  rewrite bit_0, toN_0. change (N.of_nat 63) with 63%N.
  destruct (N.leb_spec 0 (toN v)); [|lia]. destruct (N.ltb_spec (toN v) (0 + 63)); [|lia].
  reflexivity.
Qed.

(** *** The parity of the masked bits of every value below 2^16 *)

(** The index is carried both as a machine integer and as a binary number: [toN] on each of the
    65536 indices would convert it bit by bit. *)
Definition par_step (M : N) (x : array bool * int * N) : unit + (array bool * int * N) :=
  let '(t, v, n) := x in inr (t.[v <- npar (N.land n M)], (v + 1)%uint63, N.succ n).

Definition par_table (M : N) : array bool :=
  match run_int (par_step M) 65536 (make 65536 false, 0%uint63, 0%N) with
  | inl _ => make 0 false
  | inr (t, _, _) => t
  end.

Lemma par_table_spec M v : (toN v < 65536)%N -> (par_table M).[v] = npar (N.land (toN v) M).
Proof.
  intros Hv. unfold par_table. rewrite run_int_nat. change (toN 65536) with 65536%N.
  set (f := N.to_nat 65536).
  pose proof (run_nat_inv (par_step M)
                (fun i x => toN (snd (fst x)) = N.of_nat i /\ snd x = N.of_nat i /\
                   PArray.length (fst (fst x)) = 65536%uint63 /\
                   forall w, (toN w < N.of_nat i)%N -> (fst (fst x)).[w] = npar (N.land (toN w) M))
                (fun _ => False) f) as H.
  lapply H; clear H.
  2:{ intros i [[t w] n] Hi (Hw & Hn & Hl & Ht). cbn [par_step fst snd] in *.
      assert (Bw : (w <? PArray.length t)%uint63 = true).
      { rewrite Hl, ltb_toN. change (toN 65536) with 65536%N. apply N.ltb_lt. unfold f in Hi.
        lia. }
      split; [rewrite toN_add by (rewrite toN_1; unfold f in Hi; lia); rewrite toN_1; lia|].
      split; [rewrite Hn; lia|].
      split; [rewrite length_set; exact Hl|].
      intros u Hu. rewrite (get_set_in _ _ _ _ Bw). destruct (w =? u)%uint63 eqn:E.
      - apply eqb_spec in E. subst u. rewrite Hn, Hw. reflexivity.
      - apply Ht. rewrite eqb_toN in E. apply N.eqb_neq in E. lia. }
  intros H. specialize (H (make 65536 false, 0%uint63, 0%N)).
  lapply H; clear H.
  2:{ cbn [fst snd]. split; [reflexivity|]. split; [reflexivity|]. split.
      - apply length_make_small. change (toN 65536) with 65536%N. lia.
      - intros w Hw. change (toN 0) with 0%N in Hw. lia. }
  destruct (run_nat (par_step M) f (make 65536 false, 0%uint63, 0%N)) as [[]|[[t w] n]];
    [contradiction|].
  intros (_ & _ & _ & Ht). apply Ht. unfold f. lia.
Qed.

(** ** The loop *)

(** The rare positions with their values, each cell holding both numbers: [frare_marks] reads one
    block per position, not a cell and a pair. [rlist_list] is the list they stand for. *)
Inductive rlist : Type :=
| RNil : rlist
| RCons : int -> int -> rlist -> rlist.

Fixpoint rlist_list (l : rlist) : list (int * int) :=
  match l with
  | RNil => []
  | RCons r x l' => (r, x) :: rlist_list l'
  end.

Fixpoint rsnoc (l : rlist) (r x : int) : rlist :=
  match l with
  | RNil => RCons r x RNil
  | RCons r' x' l' => RCons r' x' (rsnoc l' r x)
  end.

Lemma rsnoc_list l r x : rlist_list (rsnoc l r x) = rlist_list l ++ [(r, x)].
Proof. induction l as [|r' x' l IH]; cbn; [reflexivity | rewrite IH; reflexivity]. Qed.

(** A value as the packed arrays hold it: those from 127 on all as 127, which the blocks of
    splits read as a value to look up ([fexact8], [fsearch_blocks]). *)
Definition fsat (v : int) : int := if (v <? 127)%uint63 then v else 127%uint63.

Lemma fsat_small v : (toN v < 128)%N -> fsat v = v.
Proof.
  intros H. unfold fsat. destruct (v <? 127)%uint63 eqn:E; [reflexivity|].
  rewrite ltb_toN in E. apply N.ltb_ge in E. change (toN 127) with 127%N in E.
  apply toN_inj. change (toN 127) with 127%N. lia.
Qed.

Lemma fsat_exact v : fsat v <> 127%uint63 -> fsat v = v.
Proof. unfold fsat. destruct (v <? 127)%uint63; [reflexivity | congruence]. Qed.

Lemma toN_fsat v : (toN (fsat v) < 128)%N.
Proof.
  unfold fsat. destruct (v <? 127)%uint63 eqn:E; [|reflexivity].
  rewrite ltb_toN in E. apply N.ltb_lt in E. change (toN 127) with 127%N in E. lia.
Qed.

Section FastLoop.
  (** The machine forms of [Sparse.v]'s parameters: each digit with its place, each splitting
      place with its [nat] for [skipn], the parity table of the mask and its first 63 entries as
      the bits of two words ([ftab_word tab true] and [ftab_word tab false]), [k0] and the
      limits. *)
  Variables (P : bool) (fds : list (nat * int)) (fks : list (int * nat)) (tab : array bool)
            (ftabw ftabn fk0 fmax_rare fmax_work fmax_value : int).
  (** The place in the reversed packed values of value 0 ([Packed.v]): value [i] is at
      [fR - i]. *)
  Variable fR : int.

  Definition frare (v n : int) : bool := negb (xorb tab.[v] (P && iodd (n + fk0))).

  Definition fmove_marks (h : fhist) (st n : int) (m : fmarks) : fmarks :=
    fold_left (fun m dk => if Games.bit 1 (fst dk) && (0 <? snd dk)%uint63 && (snd dk <? n)%uint63
                           then fmark m st (fget h (n - snd dk)) else m) fds
      (fold_left (fun m dk => if Games.bit 0 (fst dk) && (0 <? snd dk)%uint63 &&
                                 (snd dk =? n)%uint63
                              then fmark m st 0 else m) fds m).

  (** A loop of its own rather than a [fold_left]: no closure is called per rare position, and
      the two parts of the marks are carried apart, so that no pair is built per mark. *)
  Fixpoint frare_marks (h0 : array int) (h : fhist) (rs : rlist) (st mm lo : int)
      (a : array int) : fmarks :=
    match rs with
    | RNil => (lo, a)
    | RCons r x rs' =>
        if (r <? mm)%uint63 then
          let v := (x lxor fget0 h0 h (mm - r))%uint63 in
          if (v <? 63)%uint63 then frare_marks h0 h rs' st mm (lo lor (1 << v)) a
          else if (a.[v] =? st)%uint63 then frare_marks h0 h rs' st mm lo a
          else frare_marks h0 h rs' st mm lo a.[v <- st]
        else frare_marks h0 h rs' st mm lo a
    end.

  Lemma frare_marks_fold h rs st mm lo a :
    frare_marks (fchunk h 0) h rs st mm lo a =
    fold_left (fun m rx => if (fst rx <? mm)%uint63
                           then fmark m st (snd rx lxor fget h (mm - fst rx)) else m)
      (rlist_list rs) (lo, a).
  Proof.
    revert lo a. induction rs as [|r x rs IH]; intros lo a; [reflexivity|].
    cbn [frare_marks rlist_list fold_left fst snd]. rewrite fget0_fget.
    destruct (r <? mm)%uint63; [|apply IH]. unfold fmark. cbv zeta.
    destruct (_ <? 63)%uint63; [|destruct (_ =? st)%uint63; apply IH].
    destruct (_ =? lo)%uint63 eqn:E; [|apply IH]. apply eqb_spec in E. rewrite IH, E.
    reflexivity.
  Qed.

  Definition fenum_marks (h : fhist) (rs : rlist) (st n : int) (m : fmarks)
      : fmarks :=
    fold_left (fun m k => if (fst k + 2 <=? n)%uint63
                          then let '(lo, a) := m in frare_marks (fchunk h 0) h rs st
                                 (n - fst k) lo a
                          else m) fks m.

  Definition fenum_work (nrare n : int) : int :=
    fold_left (fun w k => if (fst k + 2 <=? n)%uint63 then (w + nrare)%uint63 else w) fks 0%uint63.

  (** The values that are not rare at [n], below 63, as the bits of a word: the bits of [tab]
      that differ from [n]'s parity. *)
  Definition fnotrare (n : int) : int := if P && iodd (n + fk0) then ftabn else ftabw.

  (** The first unmarked rare value below [c]: below 63, the first clear bit of the marks joined
      to the values that are not rare at [n]. *)
  Definition ffirst_unmarked_rare (m : fmarks) (st n c : int) : int :=
    let '(lo, _) := m in
    ffirst_word (lo lor fnotrare n)
      (fun v => negb (fmarked m st v) && frare v n) c.

  (** The first value below [bound] neither marked nor rare, [c] of [Sparse.v]: below 63, the
      first clear bit of the marks joined to the rare values. *)
  Definition fcommon_first (m : fmarks) (st n bound : int) : int :=
    let '(lo, _) := m in
    ffirst_word (lo lor (if P && iodd (n + fk0) then ftabw else ftabn))
      (fun v => negb (fmarked m st v) && negb (frare v n)) bound.

  Definition fsearch_count (n k : int) : int :=
    if (k <=? n)%uint63 then ((n - k) / 2)%uint63 else 0%uint63.

  (** One step of [search_step] ([Sparse.v]): the split [a + (b - a)]. *)
  Definition fsearch_step (h0 : array int) (h : fhist) (st n c b : int) (m : fmarks)
      (value work a : int) : fmarks * int * int :=
    (* [value] is unmarked, so it is marked now exactly when the split reaches it *)
    let y := (fget0 h0 h a lxor fget0 h0 h (b - a))%uint63 in
    let m' := fmark m st y in
    (m', (if (y =? value)%uint63 then ffirst_unmarked_rare m' st n c else value),
     (work + 1)%uint63).

  (** At most [cnt] steps from [a], one after the other, [fuel] bounding them: the step is
      written out, so the extracted loop allocates only the marks it sets. *)
  Fixpoint fsearch_run (fuel : nat) (h0 : array int) (h : fhist) (st n c b : int) (m : fmarks)
      (value work a cnt : int) : fmarks * int * int :=
    match fuel with
    | O => (m, value, work)
    | S f =>
        if (cnt =? 0)%uint63 then (m, value, work) else
        if negb (value <? c)%uint63 then (m, value, work) else
        let y := (fget0 h0 h a lxor fget0 h0 h (b - a))%uint63 in
        let m' := fmark m st y in
        fsearch_run f h0 h st n c b m'
          (if (y =? value)%uint63 then ffirst_unmarked_rare m' st n c else value)
          (work + 1) (a + 1) (cnt - 1)
    end.

  Lemma fsearch_run_S f h0 h st n c b m value work a cnt :
    fsearch_run (S f) h0 h st n c b m value work a cnt =
    if (cnt =? 0)%uint63 then (m, value, work) else
    if negb (value <? c)%uint63 then (m, value, work) else
    let '(m', value', work') := fsearch_step h0 h st n c b m value work a in
    fsearch_run f h0 h st n c b m' value' work' (a + 1) (cnt - 1).
  Proof. reflexivity. Qed.

  (** The splits from [a] on, [k] at most, while each leaves the value sought and the marks
      array as they are: its value is below 63 (a bit of [lo]) or marked already in [arr], and
      is not [value]. The two parts are read in the chunks [ha] and [hb] of the history, from
      the places [ia] up and [ib] down: one array read each, where [fget] makes two past the
      first chunk. The marks below 63 then and the splits left. Few arguments and no pair per
      split: the extracted loop keeps them in registers and allocates nothing. *)
  Fixpoint frun_chunk (fuel : nat) (ha hb arr : array int) (st value lo ia ib k : int)
      : int * int :=
    match fuel with
    | O => (lo, k)
    | S f =>
        if (k =? 0)%uint63 then (lo, k) else
        let y := (ha.[ia] lxor hb.[ib])%uint63 in
        if (y =? value)%uint63 then (lo, k) else
        if (y <? 63)%uint63
        then frun_chunk f ha hb arr st value (lo lor (1 << y)) (ia + 1) (ib - 1) (k - 1)
        else if (arr.[y] =? st)%uint63
        then frun_chunk f ha hb arr st value lo (ia + 1) (ib - 1) (k - 1)
        else (lo, k)
    end.

  (** The same splits from [a] on, [cnt] at most, piece by piece: a piece ends where [a] or
      [b - a] leaves its chunk. [fsearch_go] takes the split that stopped them. *)
  Fixpoint frun_pieces (fuel : nat) (h : fhist) (arr : array int) (st b value lo a cnt : int)
      : int * int :=
    match fuel with
    | O => (lo, cnt)
    | S f =>
        if (cnt =? 0)%uint63 then (lo, cnt) else
        let ia := (a land chunk_mask)%uint63 in
        let ib := ((b - a) land chunk_mask)%uint63 in
        let ka := (chunk_mask - ia + 1)%uint63 in
        let k1 := if (ka <? ib + 1)%uint63 then ka else (ib + 1)%uint63 in
        let k := if (cnt <? k1)%uint63 then cnt else k1 in
        let '(lo1, r) := frun_chunk fuel (fchunk h (a >> chunk_bits))
                           (fchunk h ((b - a) >> chunk_bits)) arr st value lo ia ib k in
        if (r =? 0)%uint63 then frun_pieces f h arr st b value lo1 (a + k) (cnt - k)
        else (lo1, (cnt - k + r)%uint63)
    end.

  (** [fsearch_run] with its quiet splits taken by [frun_pieces] ([fsearch_go_run]). *)
  Fixpoint fsearch_go (fuel : nat) (h0 : array int) (h : fhist) (st n c b : int) (m : fmarks)
      (value work a cnt : int) : fmarks * int * int :=
    match fuel with
    | O => (m, value, work)
    | S f =>
        if (cnt =? 0)%uint63 then (m, value, work) else
        if negb (value <? c)%uint63 then (m, value, work) else
        let '(lo, arr) := m in
        let '(lo1, cnt1) := frun_pieces fuel h arr st b value lo a cnt in
        let d := (cnt - cnt1)%uint63 in
        if (cnt1 =? 0)%uint63 then ((lo1, arr), value, (work + d)%uint63) else
        let a1 := (a + d)%uint63 in
        let y := (fget0 h0 h a1 lxor fget0 h0 h (b - a1))%uint63 in
        let m' := fmark (lo1, arr) st y in
        fsearch_go f h0 h st n c b m'
          (if (y =? value)%uint63 then ffirst_unmarked_rare m' st n c else value)
          (work + d + 1) (a1 + 1) (cnt1 - 1)
    end.

  (** Eight splits at once, from the word [x] whose lane [j] is the value of split [a + j]
      ([fsearch_blocks]): the marks of all eight when none is the [value] sought and each is
      below 63 (a bit of [lo]) or marked already in [arr], so that the eight steps of
      [fsearch_run] would change nothing else. [None] otherwise. [s] is the place of the next
      lane. [fsearch_blocks] takes a block this way when one of its values is 63 or more; the
      one test of the word that it makes first is [fblock]'s when all are below 63
      ([fblock_fast]). *)
  Fixpoint fblock (k : nat) (arr : array int) (st x s lo value : int) : option int :=
    match k with
    | O => Some lo
    | S k' =>
        let y := lane x s in
        if (y =? value)%uint63 then None
        else if (y <? 63)%uint63 then fblock k' arr st x (s + 7) (lo lor (1 << y)) value
        else if (arr.[y] =? st)%uint63 then fblock k' arr st x (s + 7) lo value
        else None
    end.

  (** Every lane of [x] below 63, in one test of the whole word ([fsmall8_lane]): [lanes_top]
      is bit 6 of each lane, [lanes_one] a 1 in each. A lane below 64 has bit 6 clear, and one
      then gets bit 6 from adding 1 only when it is 63; a lane below 63 carries nothing into the
      next, so that bit 6 of [x + lanes_one] is clear in every lane exactly when every lane of
      [x] is below 63. *)
  Definition lanes_one : int := 567382630219905%uint63.
  Definition lanes_top : int := 36312488334073920%uint63.
  Definition fsmall8 (x : int) : bool := ((x lor (x + lanes_one)) land lanes_top =? 0)%uint63.

  (** No lane of [w] is 127, the packed form of the values from 127 on ([fsat]): bit [i] of
      [t2 land (t2 >> 3)] is set exactly when bits [i] to [i + 6] of [w] all are
      ([fexact8_lane]). *)
  Definition fexact8 (w : int) : bool :=
    let t1 := (w land (w >> 1))%uint63 in
    let t2 := (t1 land (t1 >> 2))%uint63 in
    ((t2 land (t2 >> 3)) land lanes_one =? 0)%uint63.

  (** No lane of [t] is 0: bit [i] of [t lor (t >> 1)], then [lor >> 2], then [lor >> 3], is set
      exactly when one of bits [i] to [i + 6] of [t] is ([fnonzero8_lane]). With
      [t = x lxor (v * lanes_one)], no lane of [x] is [v]. *)
  Definition fnonzero8 (t : int) : bool :=
    let t1 := (t lor (t >> 1))%uint63 in
    let t2 := (t1 lor (t1 >> 2))%uint63 in
    ((t2 lor (t2 >> 3)) land lanes_one =? lanes_one)%uint63.

  (** [value] is the one rare value below [c] (itself below 63) that the marks word [lo] leaves
      unmarked: every other value below [c] is marked or not rare ([fsingle_spec]). *)
  Definition fsingle (lo n c value : int) : bool :=
    let mc := ((1 << c) - 1)%uint63 in
    (c <? 63)%uint63 && ((lo lor fnotrare n lor (1 << value)) land mc =? mc)%uint63.
  (** The splits from [a] on that the search may pass over while [v] is the one rare value below
      [c] left unmarked ([vb] is [v * lanes_one], [rb] as in [fsearch_blocks]): whole blocks of
      eight, their values read from the packed values, none of them [v]. Their number, added to
      [d]: a multiple of 8. The marks of these splits are not set: they may differ from
      [fsearch_run]'s only on values that cannot change the search ([fsearch_blocks_rel]).
      Two blocks a round: the cell of the reversed values that the window of the first ends in
      is the one that of the second starts in ([pwin_cells], [pwin_cells_next]). *)
  Fixpoint fskip (fuel : nat) (pex : bool) (pk pr : array int) (rb vb a cnt d : int) : int :=
    match fuel with
    | O => d
    | S f =>
        if (cnt <? 8)%uint63 then d else
        let i := (rb + a)%uint63 in
        let q := (i >> 3)%uint63 in
        let l := (i land 7)%uint63 in
        let c1 := pr.[q + 1] in
        let pa := pwin pk (a + 7) in
        let pb := if (l =? 0)%uint63 then pr.[q]
                  else (((pr.[q] >> times7 l) lor (c1 << (56 - times7 l))) land mask56)%uint63 in
        if (pex || fexact8 pa && fexact8 pb) && fnonzero8 (pa lxor pb lxor vb) then
          if (cnt <? 16)%uint63 then (d + 8)%uint63 else
          let pa2 := pwin pk (a + 15) in
          let pb2 :=
            if (l =? 0)%uint63 then c1
            else (((c1 >> times7 l) lor (pr.[q + 2] << (56 - times7 l))) land mask56)%uint63 in
          if (pex || fexact8 pa2 && fexact8 pb2) && fnonzero8 (pa2 lxor pb2 lxor vb)
          then fskip f pex pk pr rb vb (a + 16) (cnt - 16) (d + 16)
          else (d + 8)%uint63
        else d
    end.

  (** The marks of the eight lanes of [x], one bit each. *)
  Definition fmask8 (x : int) : int :=
    ((1 << lane x 0) lor (1 << lane x 7) lor (1 << lane x 14) lor (1 << lane x 21) lor
     (1 << lane x 28) lor (1 << lane x 35) lor (1 << lane x 42) lor (1 << lane x 49))%uint63.

  (** The eight splits of a block one by one, their values the lanes of [x] from place [s]:
      the steps of [fsearch_run] without reading the values again ([flanes_steps]). *)
  Fixpoint flanes_run (k : nat) (x s st n c : int) (m : fmarks) (value work : int)
      : fmarks * int * int :=
    match k with
    | O => (m, value, work)
    | S k' =>
        if negb (value <? c)%uint63 then (m, value, work) else
        let y := lane x s in
        let m' := fmark m st y in
        flanes_run k' x (s + 7) st n c m'
          (if (y =? value)%uint63 then ffirst_unmarked_rare m' st n c else value) (work + 1)
    end.

  (** The place among [k] lanes of [x], from place [s], of the first that is [v], counted from
      [j]; [j + k] when none is. *)
  Fixpoint flane_first (k : nat) (x v s j : int) : int :=
    match k with
    | O => j
    | S k' => if (lane x s =? v)%uint63 then j else flane_first k' x v (s + 7) (j + 1)
    end.

  (** The splits from [a] on, eight at a time while at least eight remain: the values of the
      parts [a + j] and [b - a - j] are read from the packed values [pk] and the reversed packed
      values [pr] ([rb] is [fR - b]), one word each. Value [i] is at [i + 7] in [pk]: the blocks
      start at [a = 1 + 8 q], so that their first parts are one cell of [pk], not two. The
      packed values hold the values from 127 on as 127 ([fsat]): a block with such a lane in
      either word is taken by [fsearch_go], unless [pex] says that no value so far reaches 127.
      Otherwise a block whose eight values are below 63 and miss [value] is one test of the
      word; one with larger values is taken at once when [fblock] finds them marked already,
      else lane by lane ([flanes_run]). While [value] is the one rare value below [c] left
      unmarked ([fsingle]), the blocks that cannot hold it are passed over first ([fskip]),
      their marks unset, and the block that holds it ends the search, [value] marked and [c]
      the value found ([flane_first] counts the splits before it): the marks then agree with
      [fsearch_run]'s on the rare values below [c], the only ones the search reads
      ([fsearch_blocks_rel]). The last splits are taken one by one. At most [8 * fuel + 8]
      splits. *)
  Fixpoint fsearch_blocks (fuel : nat) (h0 : array int) (h : fhist) (pex : bool)
      (pk pr : array int) (rb st n c b : int) (m : fmarks) (value work a cnt : int)
      : fmarks * int * int :=
    match fuel with
    | O => fsearch_run 8 h0 h st n c b m value work a cnt
    | S f =>
        if negb (value <? c)%uint63 then (m, value, work) else
        if (cnt <? 8)%uint63 then fsearch_run 8 h0 h st n c b m value work a cnt else
        let '(lo, arr) := m in
        let sg := fsingle lo n c value in
        let d := if sg then fskip 64 pex pk pr rb (value * lanes_one) a cnt 0 else 0%uint63 in
        let a1 := (a + d)%uint63 in
        let cnt1 := (cnt - d)%uint63 in
        let w1 := (work + d)%uint63 in
        if (cnt1 <? 8)%uint63 then fsearch_run 8 h0 h st n c b (lo, arr) value w1 a1 cnt1 else
        let pa := pwin pk (a1 + 7) in
        let pb := pwin pr (rb + a1) in
        if pex || fexact8 pa && fexact8 pb then
          let x := (pa lxor pb)%uint63 in
          let j := if sg then flane_first 8 x value 0 0 else 8%uint63 in
          if (j <? 8)%uint63 then (((lo lor (1 << value))%uint63, arr), c, (w1 + j + 1)%uint63) else
          let mk := fmask8 x in
          if fsmall8 x && negb (Uint63.bit mk value) then
            fsearch_blocks f h0 h pex pk pr rb st n c b ((lo lor mk)%uint63, arr) value
              (w1 + 8) (a1 + 8) (cnt1 - 8)
          else
            match (if Uint63.bit mk value then None else fblock 8 arr st x 0 lo value) with
            | Some lo' =>
                fsearch_blocks f h0 h pex pk pr rb st n c b (lo', arr) value (w1 + 8) (a1 + 8)
                  (cnt1 - 8)
            | None =>
                let '(m1, v1, w2) := flanes_run 8 x 0 st n c (lo, arr) value w1 in
                fsearch_blocks f h0 h pex pk pr rb st n c b m1 v1 w2 (a1 + 8) (cnt1 - 8)
            end
        else
          let '(m1, v1, w2) := fsearch_go 8 h0 h st n c b (lo, arr) value w1 a1 8 in
          fsearch_blocks f h0 h pex pk pr rb st n c b m1 v1 w2 (a1 + 8) (cnt1 - 8)
    end.

  (** The splits from [a] to [a + cnt - 1] ([b] is [n - k]): up to 512 in one leaf, in blocks of
      eight when the values are packed, else one after the other ([fsearch_go]), more in two
      halves, [d] bounding the halvings. A half that ends with [value >= c] ends the search. *)
  Fixpoint fsearch_bits (d : nat) (h0 : array int) (h : fhist) (pkon pex : bool)
      (pk pr : array int) (rb st n c b : int) (m : fmarks) (value work a cnt : int)
      : fmarks * int * int :=
    if negb (value <? c)%uint63 then (m, value, work) else
    if (cnt <=? 512)%uint63 then
      if pkon then fsearch_blocks 63 h0 h pex pk pr rb st n c b m value work a cnt
      else fsearch_go 512 h0 h st n c b m value work a cnt
    else
    match d with
    | O => (m, value, work)     (* not reached: [cnt <= 2^d] *)
    | S d' =>
        let left := (cnt - (cnt >> 1))%uint63 in
        let '(m1, v1, w1) := fsearch_bits d' h0 h pkon pex pk pr rb st n c b m value work a left in
        fsearch_bits d' h0 h pkon pex pk pr rb st n c b m1 v1 w1 (a + left) (cnt >> 1)
    end.

  (** The first 512 splits on their own: most searches end there, before any halving. *)
  Definition fsearch_split (h0 : array int) (h : fhist) (pkon pex : bool) (pk pr : array int)
      (rb st n c b : int) (m : fmarks) (value work cnt : int) : fmarks * int * int :=
    if (cnt <=? 512)%uint63 then fsearch_bits 63 h0 h pkon pex pk pr rb st n c b m value work 1 cnt
    else
      let '(m1, v1, w1) := fsearch_bits 9 h0 h pkon pex pk pr rb st n c b m value work 1 512 in
      fsearch_bits 63 h0 h pkon pex pk pr rb st n c b m1 v1 w1 513 (cnt - 512).

  Definition fsearch_digit (h : fhist) (pkon pex : bool) (pk pr : array int) (st n c : int)
      (x : fmarks * int * int) (k : int * nat) : fmarks * int * int :=
    let '(m, value, work) := x in
    fsearch_split (fchunk h 0) h pkon pex pk pr (fR - (n - fst k)) st n c (n - fst k) m value work
      (fsearch_count n (fst k)).

  (** *** The rare marks of eight heaps at once

      At heap [n] the rare position [r] is read at [n - k - r], for each splitting place [k].
      For the eight heaps [b .. b + 7] of a block, a middle rare position ([8 <= r] and
      [r < hi = b - kmax], [fmid]) is read at eight consecutive places below [b]: one window of
      the packed values ([pwin]) gives all eight, one lane per heap. [hblock_make] takes these
      windows once for the block, as two words per lane: the marks below 63 and those from 63
      to 125. Each heap of the block then joins the first word to its marks word, marks the
      values of the second in its marks array ([fhi_marks]) and walks only the other rare
      positions ([fb_left]). A lane with a mark of 126 or more is flagged in the dirty word,
      and its heap walks every rare position as before. A new rare position ends the block.
      The blocks are made only while every value is below 128, so that the packed values are
      the values ([fsat_small]), and so is every mark. *)

  Definition fkmax : int :=
    fold_left (fun m k => if (m <? fst k)%uint63 then fst k else m) fks 0%uint63.

  Definition fmid (hi r : int) : bool := (8 <=? r)%uint63 && (r <? hi)%uint63.

  (** The rare positions that are not middle ones, in order. *)
  Fixpoint rkeep (hi : int) (rs : rlist) : rlist :=
    match rs with
    | RNil => RNil
    | RCons r x rs' => if fmid hi r then rkeep hi rs' else RCons r x (rkeep hi rs')
    end.

  (** The low six bits of each of the eight lanes. *)
  Definition lanes_low6 : int := 35745105703854015%uint63.

  (** Bit 6 of lane [j] of [lanes_dirty z] is clear exactly when lane [j] of [z] is below 126
      ([lanes_dirty_clear]): the lane's bits 1 to 6, moved down to bits 0 to 5, plus one, which
      carries into bit 6 only when all six are set and into no other lane. *)
  Definition lanes_dirty (z : int) : int := (((z >> 1) land lanes_low6) + lanes_one)%uint63.

  (** For each lane, the marks below 63 ([bl0] to [bl7], mark [v] at bit [v]) and those from 63
      to 125 ([bh0] to [bh7], mark [v] at bit [v - 63]). *)
  Record blanes := mkblanes {
    bl_dirty : int; bl0 : int; bl1 : int; bl2 : int; bl3 : int; bl4 : int; bl5 : int;
    bl6 : int; bl7 : int; bh0 : int; bh1 : int; bh2 : int; bh3 : int; bh4 : int; bh5 : int;
    bh6 : int; bh7 : int
  }.

  Definition blanes0 : blanes := mkblanes 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.

  (** Word [j] of eight. *)
  Definition pick8 (j a0 a1 a2 a3 a4 a5 a6 a7 : int) : int :=
    if (j =? 0)%uint63 then a0 else if (j =? 1)%uint63 then a1 else
    if (j =? 2)%uint63 then a2 else if (j =? 3)%uint63 then a3 else
    if (j =? 4)%uint63 then a4 else if (j =? 5)%uint63 then a5 else
    if (j =? 6)%uint63 then a6 else a7.

  (** Lane [j] of the marks below 63, and of those from 63 on. *)
  Definition blane (bl : blanes) (j : int) : int :=
    pick8 j (bl0 bl) (bl1 bl) (bl2 bl) (bl3 bl) (bl4 bl) (bl5 bl) (bl6 bl) (bl7 bl).
  Definition blane_hi (bl : blanes) (j : int) : int :=
    pick8 j (bh0 bl) (bh1 bl) (bh2 bl) (bh3 bl) (bh4 bl) (bh5 bl) (bh6 bl) (bh7 bl).

  (** The middle rare positions of [rs] for one splitting place [k]: the window [w - r], with
      [w = b - k + 7], has in lane [j] the value read at heap [b + j], and [x * lanes_one] has
      the rare value [x] in every lane, so that lane [j] of [z] is the mark of heap [b + j]. A
      shift by 63 or more gives 0: a mark [y] sets bit [y] of the low word when below 63 and bit
      [y - 63] of the high word when from 63 to 125, without a test. When all eight marks are
      below 63 ([fsmall8], one test of the word), as every mark is when the values are below 32,
      the high words and the dirty word are left as they are. A loop of its own, its
      accumulators in arguments: no allocation per rare position. *)
  Fixpoint hblock_walk (pk : array int) (hi w : int) (rs : rlist)
      (d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7 : int) : blanes :=
    match rs with
    | RNil => mkblanes d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7
    | RCons r x rs' =>
        if fmid hi r then
          let z := (pwin pk (w - r) lxor (x * lanes_one))%uint63 in
          let y0 := lane z 0 in let y1 := lane z 7 in let y2 := lane z 14 in
          let y3 := lane z 21 in let y4 := lane z 28 in let y5 := lane z 35 in
          let y6 := lane z 42 in let y7 := lane z 49 in
          if fsmall8 z then
            hblock_walk pk hi w rs' d
              (l0 lor (1 << y0))%uint63 (l1 lor (1 << y1))%uint63 (l2 lor (1 << y2))%uint63
              (l3 lor (1 << y3))%uint63 (l4 lor (1 << y4))%uint63 (l5 lor (1 << y5))%uint63
              (l6 lor (1 << y6))%uint63 (l7 lor (1 << y7))%uint63 g0 g1 g2 g3 g4 g5 g6 g7
          else
            hblock_walk pk hi w rs' (d lor lanes_dirty z)%uint63
              (l0 lor (1 << y0))%uint63 (l1 lor (1 << y1))%uint63 (l2 lor (1 << y2))%uint63
              (l3 lor (1 << y3))%uint63 (l4 lor (1 << y4))%uint63 (l5 lor (1 << y5))%uint63
              (l6 lor (1 << y6))%uint63 (l7 lor (1 << y7))%uint63
              (g0 lor (1 << (y0 - 63)))%uint63 (g1 lor (1 << (y1 - 63)))%uint63
              (g2 lor (1 << (y2 - 63)))%uint63 (g3 lor (1 << (y3 - 63)))%uint63
              (g4 lor (1 << (y4 - 63)))%uint63 (g5 lor (1 << (y5 - 63)))%uint63
              (g6 lor (1 << (y6 - 63)))%uint63 (g7 lor (1 << (y7 - 63)))%uint63
        else hblock_walk pk hi w rs' d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7
    end.

  Definition hblock_lanes (pk : array int) (rs : rlist) (b hi : int) : blanes :=
    fold_left (fun bl k =>
                 hblock_walk pk hi (b - fst k + 7) rs (bl_dirty bl) (bl0 bl) (bl1 bl) (bl2 bl)
                   (bl3 bl) (bl4 bl) (bl5 bl) (bl6 bl) (bl7 bl) (bh0 bl) (bh1 bl) (bh2 bl)
                   (bh3 bl) (bh4 bl) (bh5 bl) (bh6 bl) (bh7 bl)) fks blanes0.

  Record hblock := mkhblock {
    fb_on : bool;
    fb_base : int;
    fb_hi : int;
    fb_lanes : blanes;
    fb_left : rlist
  }.

  Definition hblock_off : hblock := mkhblock false 0 0 blanes0 RNil.

  Definition hblock_make (pk : array int) (rs : rlist) (b : int) : hblock :=
    let hi := (b - fkmax)%uint63 in mkhblock true b hi (hblock_lanes pk rs b hi) (rkeep hi rs).

  (** The rare marks of heap [n]: from its lane of the block and the other rare positions when
      the lane is clean, else from every rare position. *)
  Definition fenum_block (h : fhist) (rs : rlist) (blk : hblock) (st n : int) (m : fmarks)
      : fmarks :=
    let j := (n - fb_base blk)%uint63 in
    if fb_on blk && negb (Uint63.bit (bl_dirty (fb_lanes blk)) (times7 j + 6)) then
      let '(lo, a) := m in
      fenum_marks h (fb_left blk) st n
        (fhi_marks 63 st (blane_hi (fb_lanes blk) j) 63
           ((lo lor blane (fb_lanes blk) j)%uint63, a))
    else fenum_marks h rs st n m.

  Definition fheap_value (h : fhist) (pkon pex : bool) (pk pr : array int) (rs : rlist)
      (blk : hblock) (nrare bound st n : int) (m : fmarks) : int * int * fmarks :=
    let m0 := fenum_block h rs blk st n (fmove_marks h st n m) in
    let c := fcommon_first m0 st n bound in
    let '(m1, value, work) :=
      fold_left (fsearch_digit h pkon pex pk pr st n c) fks
        (m0, ffirst_unmarked_rare m0 st n c, fenum_work nrare n) in
    (value, work, m1).

  Record fstate : Type := mkfstate {
    f_n : int;
    f_hist : fhist;
    f_rare : rlist;
    f_nrare : int;
    f_largest : int;
    f_largest_heap : int;
    f_work : int;
    f_bound : int;              (* 2^(size largest) *)
    f_pkon : bool;              (* every value so far is below 256 and [f_pk], [f_pr] hold them *)
    f_pk : array int;           (* the values packed ([fsat]), 8 to a cell, [i] at [i + 7] *)
    f_pr : array int;           (* the same reversed: value [i] at [fR - i] *)
    f_marks : array int;        (* the marks of the last heap, stamped, to be used again *)
    f_blk : hblock              (* the rare marks of the block of eight heaps, when on *)
  }.

  (** The block of heap [f_n x]: the last heap's while it lasts (eight heaps, no new rare
      position), a new one when the values are packed, all below 128, and the heap is past the
      first [kmax + 9], else none. A block whose eight lanes all came out dirty saved nothing:
      then none is made for the next 256 heaps, the pause being a block that is off, its first
      heap [n]. *)
  Definition hblock_at (x : fstate) : hblock :=
    let n := f_n x in
    let blk := f_blk x in
    if f_pkon x && (f_largest x <? 128)%uint63 && (fkmax + 9 <=? n)%uint63 then
      if fb_on blk then
        if (n - fb_base blk <? 8)%uint63 then blk
        else if (bl_dirty (fb_lanes blk) land lanes_top =? lanes_top)%uint63
        then mkhblock false n 0 blanes0 RNil
        else hblock_make (f_pk x) (f_rare x) n
      else if (n - fb_base blk <? 256)%uint63 then blk
      else hblock_make (f_pk x) (f_rare x) n
    else hblock_off.

  (** The marks array of a heap: the last heap's while the bound is the same (its stamps are all
      older than this heap's), else a new one. *)
  Definition fmarks_array (x : fstate) : array int :=
    if (PArray.length (f_marks x) =? f_bound x)%uint63 then f_marks x
    else make (f_bound x) 0%uint63.

  Definition fheap_step (x : fstate) : failure + fstate :=
    let n := f_n x in
    let blk := hblock_at x in
    let '(value, w, m) :=
      fheap_value (f_hist x) (f_pkon x) (f_largest x <? 127)%uint63 (f_pk x) (f_pr x) (f_rare x)
        blk (f_nrare x) (f_bound x) (n + 1) n (0%uint63, fmarks_array x) in
    let work := (f_work x + w)%uint63 in
    if (fmax_work <? work)%uint63 then inl (WorkExceeded (toN n)) else
    if (fmax_value <? value)%uint63 then inl (ValueTooLarge (toN n)) else
    let '(largest, largest_heap, bound) :=
      if (f_largest x <? value)%uint63 then (value, n, ofN (2 ^ N.size (toN value)))
      else (f_largest x, f_largest_heap x, f_bound x) in
    let h := fset (f_hist x) n value in
    let pkon := f_pkon x && (value <? 256)%uint63 in
    let pk := if pkon then pput (f_pk x) (n + 7) (fsat value) else f_pk x in
    let pr := if pkon then pput (f_pr x) (fR - n) (fsat value) else f_pr x in
    if (0 <? n)%uint63 && frare value n then
      if (fmax_rare <? f_nrare x + 1)%uint63 then inl (TooManyRare (toN n)) else
      inr (mkfstate (n + 1) h (rsnoc (f_rare x) n value) (f_nrare x + 1) largest largest_heap
             work bound pkon pk pr (snd m) hblock_off)
    else inr (mkfstate (n + 1) h (f_rare x) (f_nrare x) largest largest_heap work bound pkon pk
                pr (snd m) blk).

  (** [pcells] cells of packed values, [0] when the values are not to be packed. *)
  Definition finitial (nchunks : N) (clen pcells : int) : fstate :=
    mkfstate 0 (fhist_init nchunks clen) RNil 0 0 0 0 1 (0 <? pcells)%uint63
      (make pcells 0%uint63) (make pcells 0%uint63) (make 1 0%uint63) hblock_off.

  Definition fsparse_values (nchunks : N) (clen pcells L : int) : failure + fstate :=
    run_int fheap_step L (finitial nchunks clen pcells).
End FastLoop.

(** ** Eight lanes below 63, from one test of the word *)

Section Lanes.
  Local Open Scope Z_scope.

  (** [lanes_one] as a number: a 1 in each of the eight lanes. *)
  Definition lanes_one_Z : Z := 567382630219905.

  Lemma bit6_small l : 0 <= l < 128 -> Z.testbit l 6 = false -> l < 64.
  Proof.
    intros Hl Hb. destruct (Z.lt_ge_cases l 64) as [Lt|Ge]; [exact Lt|].
    replace 6 with (0 + 6) in Hb by reflexivity.
    rewrite <- (Z.div_pow2_bits l 6 0), Z.bit0_odd in Hb by lia.
    change (2 ^ 6) with 64 in Hb.
    replace (l / 64) with 1 in Hb by (apply Z.div_unique_pos with (l - 64); lia).
    discriminate.
  Qed.

  (** One lane of [X + lanes_one_Z]: when the part of the sum below bit [s] (the lanes below
      this one) has no carry out, lane [s / 7] of the sum is that of [X] plus 1, so that bit 6 of
      both clear makes that lane below 63 and again no carry out. *)
  Lemma lane_step X s : 0 <= s -> 0 <= X ->
    X mod 2 ^ s + lanes_one_Z mod 2 ^ s < 2 ^ s ->
    lanes_one_Z mod 2 ^ (s + 7) = lanes_one_Z mod 2 ^ s + 2 ^ s ->
    Z.testbit X (s + 6) = false -> Z.testbit (X + lanes_one_Z) (s + 6) = false ->
    (X / 2 ^ s) mod 128 < 63 /\ X mod 2 ^ (s + 7) + lanes_one_Z mod 2 ^ (s + 7) < 2 ^ (s + 7).
  Proof.
    intros Hs HX Hlow HL Hb1 Hb2.
    assert (HB : 0 < 2 ^ s) by (apply Z.pow_pos_nonneg; lia).
    assert (E7 : 2 ^ (s + 7) = 2 ^ s * 128) by (rewrite Z.pow_add_r by lia; reflexivity).
    set (B := 2 ^ s) in *.
    set (l := (X / B) mod 128).
    assert (Hl : 0 <= l < 128) by (apply Z.mod_pos_bound; lia).
    assert (EX : X mod 2 ^ (s + 7) = X mod B + B * l).
    { rewrite E7. symmetry. apply Z.mod_unique_pos with ((X / B) / 128).
      - pose proof (Z.mod_pos_bound X B HB). nia.
      - pose proof (Z.div_mod X B ltac:(lia)). pose proof (Z.div_mod (X / B) 128 ltac:(lia)).
        unfold l. nia. }
    assert (Bl : Z.testbit l 6 = Z.testbit X (s + 6)).
    { unfold l. change 128 with (2 ^ 7). rewrite Z.mod_pow2_bits_low by lia.
      unfold B. rewrite Z.div_pow2_bits by lia. f_equal. lia. }
    assert (L64 : l < 64) by (apply bit6_small; [lia | rewrite Bl; exact Hb1]).
    pose proof (Z.mod_pos_bound X B HB). pose proof (Z.mod_pos_bound lanes_one_Z B HB).
    set (S := X mod 2 ^ (s + 7) + lanes_one_Z mod 2 ^ (s + 7)).
    assert (ES : S = (X mod B + lanes_one_Z mod B) + (l + 1) * B)
      by (unfold S; rewrite EX, HL; ring).
    assert (SB : S < 2 ^ (s + 7)) by (rewrite E7; nia).
    assert (Hmod : (X + lanes_one_Z) mod 2 ^ (s + 7) = S).
    { unfold S. rewrite Z.add_mod by lia. apply Z.mod_small.
      pose proof (Z.mod_pos_bound X (2 ^ (s + 7)) ltac:(lia)).
      pose proof (Z.mod_pos_bound lanes_one_Z (2 ^ (s + 7)) ltac:(lia)). lia. }
    assert (Bs : Z.testbit (l + 1) 6 = false).
    { rewrite <- Hb2, <- (Z.mod_pow2_bits_low (X + lanes_one_Z) (s + 7)) by lia.
      rewrite Hmod, ES.
      replace (s + 6) with (6 + s) by lia. rewrite <- Z.div_pow2_bits by lia. fold B.
      f_equal. rewrite Z.div_add by lia. rewrite Z.div_small by lia. lia. }
    assert (L63 : l + 1 < 64) by (apply bit6_small; [lia | exact Bs]).
    split; [lia | exact SB].
  Qed.

  (** The eight lanes of [X], lane 0 first. *)
  Lemma small_lanes_Z X : 0 <= X ->
    (forall j, 0 <= j < 8 -> Z.testbit X (7 * j + 6) = false) ->
    (forall j, 0 <= j < 8 -> Z.testbit (X + lanes_one_Z) (7 * j + 6) = false) ->
    forall j, 0 <= j < 8 -> (X / 2 ^ (7 * j)) mod 128 < 63.
  Proof.
    intros HX H1 H2.
    destruct (lane_step X 0 ltac:(lia) HX ltac:(rewrite Z.pow_0_r, !Z.mod_1_r; lia) eq_refl
                (H1 0 ltac:(lia)) (H2 0 ltac:(lia))) as [A0 S0].
    destruct (lane_step X 7 ltac:(lia) HX S0 eq_refl (H1 1 ltac:(lia)) (H2 1 ltac:(lia)))
      as [A1 S1].
    destruct (lane_step X 14 ltac:(lia) HX S1 eq_refl (H1 2 ltac:(lia)) (H2 2 ltac:(lia)))
      as [A2 S2].
    destruct (lane_step X 21 ltac:(lia) HX S2 eq_refl (H1 3 ltac:(lia)) (H2 3 ltac:(lia)))
      as [A3 S3].
    destruct (lane_step X 28 ltac:(lia) HX S3 eq_refl (H1 4 ltac:(lia)) (H2 4 ltac:(lia)))
      as [A4 S4].
    destruct (lane_step X 35 ltac:(lia) HX S4 eq_refl (H1 5 ltac:(lia)) (H2 5 ltac:(lia)))
      as [A5 S5].
    destruct (lane_step X 42 ltac:(lia) HX S5 eq_refl (H1 6 ltac:(lia)) (H2 6 ltac:(lia)))
      as [A6 S6].
    destruct (lane_step X 49 ltac:(lia) HX S6 eq_refl (H1 7 ltac:(lia)) (H2 7 ltac:(lia)))
      as [A7 _].
    intros j Hj. assert (j = 0 \/ j = 1 \/ j = 2 \/ j = 3 \/ j = 4 \/ j = 5 \/ j = 6 \/ j = 7)
      as [->|[->|[->|[->|[->|[->|[->| ->]]]]]]] by lia; assumption.
  Qed.
End Lanes.

(** The test of [fsmall8] on the bits of [φ]. *)
Lemma fsmall8_lane x s : fsmall8 x = true ->
  (exists j, (0 <= j < 8)%Z /\ φ s%uint63 = (7 * j)%Z) -> (lane x s <? 63)%uint63 = true.
Proof.
  intros H [j [Hj Es]]. unfold fsmall8 in H. apply eqb_correct in H.
  apply (f_equal to_Z) in H. rewrite land_spec', lor_spec', add_spec in H.
  change (φ lanes_one%uint63) with lanes_one_Z in H. change (φ 0%uint63) with 0%Z in H.
  pose proof (to_Z_bounded x) as Bx.
  assert (Hbits : forall i, (0 <= i < 8)%Z ->
            Z.testbit φ x%uint63 (7 * i + 6) = false /\
            Z.testbit (φ x%uint63 + lanes_one_Z) (7 * i + 6) = false).
  { intros i Hi.
    assert (HT : Z.testbit φ lanes_top%uint63 (7 * i + 6) = true).
    { assert (i = 0 \/ i = 1 \/ i = 2 \/ i = 3 \/ i = 4 \/ i = 5 \/ i = 6 \/ i = 7)%Z
        as [->|[->|[->|[->|[->|[->|[->| ->]]]]]]] by lia; reflexivity. }
    pose proof (f_equal (fun z => Z.testbit z (7 * i + 6)) H) as Hb. cbv beta in Hb.
    rewrite Z.land_spec, Z.lor_spec, HT, Z.testbit_0_l, andb_true_r in Hb.
    apply orb_false_iff in Hb as [B1 B2]. split; [exact B1|].
    change wB with (2 ^ 63)%Z in B2. rewrite Z.mod_pow2_bits_low in B2 by lia. exact B2. }
  apply ltb_spec. change (φ 63%uint63) with 63%Z.
  rewrite phi_lane, Es.
  apply small_lanes_Z; [lia | intros i Hi; apply Hbits; lia | intros i Hi; apply Hbits; lia |
                        exact Hj].
Qed.

(** Bit [i] of [w], inside lane [j] at place [s = 7 j], is bit [i - 7 j] of the lane. *)
Lemma lane_bit_at w s j i : φ s%uint63 = (7 * j)%Z -> (7 * j <= i <= 7 * j + 6)%Z ->
  Z.testbit φ w%uint63 i = Z.testbit φ (lane w s)%uint63 (i - 7 * j).
Proof.
  intros Es Hi. rewrite lane_bit, Es by lia.
  rewrite (proj2 (Z.ltb_lt (i - 7 * j) 7)) by lia. cbn [andb]. f_equal. lia.
Qed.

(** Bit [7 j] of [lanes_one], the lowest of lane [j], is set. *)
Lemma lanes_one_bit j : (0 <= j < 8)%Z -> Z.testbit φ lanes_one%uint63 (7 * j) = true.
Proof.
  intros Hj. assert (j = 0 \/ j = 1 \/ j = 2 \/ j = 3 \/ j = 4 \/ j = 5 \/ j = 6 \/ j = 7)%Z
    as [->|[->|[->|[->|[->|[->|[->| ->]]]]]]] by lia; reflexivity.
Qed.

(** A lane of [w] with its seven bits set makes [fexact8 w] false. *)
Lemma fexact8_lane w s : fexact8 w = true ->
  (exists j, (0 <= j < 8)%Z /\ φ s%uint63 = (7 * j)%Z) -> lane w s <> 127%uint63.
Proof.
  intros H [j [Hj Es]] E. unfold fexact8 in H. apply eqb_correct in H.
  apply (f_equal (fun z => Z.testbit (φ z%uint63) (7 * j))) in H. cbv beta in H.
  pose proof (lanes_one_bit j Hj) as Hone.
  assert (Hw : forall i, (7 * j <= i <= 7 * j + 6)%Z -> Z.testbit φ w%uint63 i = true).
  { intros i Hi. rewrite (lane_bit_at w s j i Es Hi), E. change (to_Z 127%uint63) with 127%Z.
    assert (i - 7 * j = 0 \/ i - 7 * j = 1 \/ i - 7 * j = 2 \/ i - 7 * j = 3 \/
            i - 7 * j = 4 \/ i - 7 * j = 5 \/ i - 7 * j = 6)%Z
      as [->|[->|[->|[->|[->|[->| ->]]]]]] by lia; reflexivity. }
  repeat (rewrite land_spec' in H || rewrite lsr_spec in H).
  change (φ 0%uint63) with 0%Z in H. rewrite Z.testbit_0_l in H.
  change (φ 1%uint63) with 1%Z in H. change (φ 2%uint63) with 2%Z in H.
  change (φ 3%uint63) with 3%Z in H.
  repeat (rewrite Z.land_spec in H || rewrite Z.div_pow2_bits in H by lia).
  rewrite Hone, andb_true_r in H.
  repeat (rewrite Hw in H by lia). discriminate.
Qed.

(** A lane of [t] that is 0 makes [fnonzero8 t] false. *)
Lemma fnonzero8_lane t s : fnonzero8 t = true ->
  (exists j, (0 <= j < 8)%Z /\ φ s%uint63 = (7 * j)%Z) -> lane t s <> 0%uint63.
Proof.
  intros H [j [Hj Es]] E. unfold fnonzero8 in H. apply eqb_correct in H.
  apply (f_equal (fun z => Z.testbit (φ z%uint63) (7 * j))) in H. cbv beta in H.
  pose proof (lanes_one_bit j Hj) as Hone.
  assert (Ht : forall i, (7 * j <= i <= 7 * j + 6)%Z -> Z.testbit φ t%uint63 i = false).
  { intros i Hi. rewrite (lane_bit_at t s j i Es Hi), E. apply Z.testbit_0_l. }
  repeat (rewrite land_spec' in H || rewrite lor_spec' in H || rewrite lsr_spec in H).
  rewrite Hone in H.
  change (φ 1%uint63) with 1%Z in H. change (φ 2%uint63) with 2%Z in H.
  change (φ 3%uint63) with 3%Z in H.
  repeat (rewrite Z.land_spec in H || rewrite Z.lor_spec in H ||
          rewrite Z.div_pow2_bits in H by lia).
  rewrite Hone, andb_true_r in H.
  repeat (rewrite Ht in H by lia). discriminate.
Qed.

(** ** Eight splits at once are eight steps *)

(** [toN] of sums and differences, each within range: [lia] proves the ranges. *)
Ltac toN_simpl :=
  repeat (first [ rewrite toN_0 | rewrite toN_1 | progress change (toN 8) with 8%N
                | progress change (toN 16) with 16%N | progress change (toN 15) with 15%N
                | progress change (toN 7) with 7%N | progress change (toN 2) with 2%N
                | rewrite toN_add by (toN_simpl; lia) | rewrite toN_sub by (toN_simpl; lia) ]).

Lemma sub0_r x : (x - 0)%uint63 = x.
Proof. apply toN_inj. rewrite toN_sub, toN_0; [apply N.sub_0_r | rewrite toN_0; lia]. Qed.

Lemma iadd0_r x : (x + 0)%uint63 = x.
Proof.
  apply toN_inj. pose proof (toN_bound x). rewrite toN_add, toN_0; [apply N.add_0_r|].
  rewrite toN_0. lia.
Qed.

Lemma sub_sub_add x y z : (x - y - z = x - (y + z))%uint63.
Proof.
  apply to_Z_inj. rewrite !sub_spec, add_spec, Zminus_mod_idemp_l, Zminus_mod_idemp_r.
  f_equal. lia.
Qed.

(** The place [x + j] is in the chunk of [x] while its place there stays below the chunk's
    size, and so is [x - j] while [j] is at most [x]'s place. *)
Lemma chunk_up x j : (toN (x land chunk_mask) + toN j < chunk_size)%N ->
  ((x + j) >> chunk_bits)%uint63 = (x >> chunk_bits)%uint63 /\
  ((x + j) land chunk_mask)%uint63 = ((x land chunk_mask) + j)%uint63.
Proof.
  intros H. destruct (chunk_parts x) as [Ex Bx]. pose proof (toN_bound x) as Bnd.
  unfold chunk_size in *.
  assert (Ej : toN (x + j)%uint63 = (toN x + toN j)%N) by (apply toN_add; lia).
  destruct (chunk_parts (x + j)) as [Exj Bxj]. unfold chunk_size in *. rewrite Ej in Exj.
  assert (Q : toN ((x + j) >> chunk_bits)%uint63 = toN (x >> chunk_bits)%uint63) by lia.
  split; [apply toN_inj; exact Q|]. apply toN_inj. rewrite toN_add by lia. lia.
Qed.

Lemma chunk_down x j : (toN j <= toN (x land chunk_mask))%N ->
  ((x - j) >> chunk_bits)%uint63 = (x >> chunk_bits)%uint63 /\
  ((x - j) land chunk_mask)%uint63 = ((x land chunk_mask) - j)%uint63.
Proof.
  intros H. destruct (chunk_parts x) as [Ex Bx]. unfold chunk_size in *.
  assert (Ej : toN (x - j)%uint63 = (toN x - toN j)%N) by (apply toN_sub; lia).
  destruct (chunk_parts (x - j)) as [Exj Bxj]. unfold chunk_size in *. rewrite Ej in Exj.
  assert (Q : toN ((x - j) >> chunk_bits)%uint63 = toN (x >> chunk_bits)%uint63) by lia.
  split; [apply toN_inj; exact Q|]. apply toN_inj. rewrite toN_sub by lia. lia.
Qed.

Lemma lane_places j : (j < 8)%nat ->
  exists s, times7 (ofN (N.of_nat j)) = s /\ φ s%uint63 = (7 * Z.of_nat j)%Z.
Proof.
  intros Hj. exists (times7 (ofN (N.of_nat j))). split; [reflexivity|].
  rewrite times7_spec; rewrite phi_toN, toN_ofN; lia.
Qed.

(** [x * lanes_one] has [x] in every lane, for [x] below 128: checked for every such [x]. *)
Lemma bcast_check :
  forallb (fun j => forallb (fun X => Z.eqb (((Z.of_nat X * 567382630219905) / 2 ^ (7 * Z.of_nat j))
                                                 mod 128) (Z.of_nat X))
                      (seq 0 128)) (seq 0 8) = true.
Proof. vm_compute. reflexivity. Qed.

Lemma lane_bcast x j : (toN x < 128)%N -> (j < 8)%nat ->
  lane (x * lanes_one)%uint63 (times7 (ofN (N.of_nat j))) = x.
Proof.
  intros Hx Hj. apply to_Z_inj. rewrite phi_lane, mul_spec.
  assert (Ej : φ (ofN (N.of_nat j))%uint63 = Z.of_nat j) by (rewrite phi_toN, toN_ofN; lia).
  rewrite times7_spec by (rewrite Ej; lia). rewrite Ej.
  change (φ lanes_one%uint63) with 567382630219905%Z. rewrite (phi_toN x).
  rewrite (Z.mod_small (Z.of_N (toN x) * 567382630219905) wB) by (change wB with 9223372036854775808%Z; lia).
  pose proof bcast_check as C. rewrite forallb_forall in C.
  specialize (C j ltac:(apply in_seq; lia)). rewrite forallb_forall in C.
  specialize (C (N.to_nat (toN x)) ltac:(apply in_seq; lia)). apply Z.eqb_eq in C.
  rewrite N_nat_Z in C. exact C.
Qed.

(** A lane of [x] that is [v] makes the lane of [x lxor (v * lanes_one)] 0: a block that passes
    the test of [fnonzero8] on that word has no split of value [v]. *)
Lemma fnonzero8_bcast x v j : (toN v < 128)%N -> (j < 8)%nat ->
  fnonzero8 (x lxor (v * lanes_one))%uint63 = true -> lane x (times7 (ofN (N.of_nat j))) <> v.
Proof.
  intros Hv Hj H E. apply (fnonzero8_lane _ (times7 (ofN (N.of_nat j))) H).
  - exists (Z.of_nat j). split; [lia|].
    assert (Ej : φ (ofN (N.of_nat j))%uint63 = Z.of_nat j) by (rewrite phi_toN, toN_ofN; lia).
    rewrite times7_spec by (rewrite Ej; lia). rewrite Ej. reflexivity.
  - rewrite lane_lxor, lane_bcast, E by assumption.
    apply to_Z_inj. rewrite lxor_spec', Z.lxor_nilpotent. reflexivity.
Qed.

(** Below 63, the marks' word joined to a word whose bits are [negb (g v)] has the bits of
    "marked, or not [g]". *)
Lemma fmarks_word_where lo a st wd g c :
  (toN c < 2 ^ 62)%N -> (forall v, (toN v < 63)%N -> Uint63.bit wd v = negb (g v)) ->
  ffirst_word (lo lor wd) (fun v => negb (fmarked (lo, a) st v) && g v) c =
  ffirst_where (fun v => negb (fmarked (lo, a) st v) && g v) 0 c.
Proof.
  intros Hc Hg. apply ffirst_word_where; [exact Hc|]. intros v Hv.
  assert (V : (v <? 63)%uint63 = true)
    by (rewrite ltb_toN; apply N.ltb_lt; change (toN 63) with 63%N; exact Hv).
  unfold fmarked. cbn beta iota zeta. rewrite V, lor_spec, Hg by exact Hv.
  destruct (Uint63.bit lo v), (g v); reflexivity.
Qed.

(** The window of [pwin] from its two cells, written out as [fskip] reads it; and the next
    window, eight places on, from the cell the first ends in and the one after. *)
Lemma pwin_cells p i :
  (if (i land 7 =? 0)%uint63 then p.[i >> 3]
   else (((p.[i >> 3] >> times7 (i land 7)) lor (p.[(i >> 3) + 1] << (56 - times7 (i land 7))))
           land mask56))%uint63 = pwin p i.
Proof. reflexivity. Qed.

Lemma pwin_cells_next p i : (toN i + 8 < 2 ^ 62)%N ->
  (if (i land 7 =? 0)%uint63 then p.[(i >> 3) + 1]
   else (((p.[(i >> 3) + 1] >> times7 (i land 7)) lor
          (p.[(i >> 3) + 2] << (56 - times7 (i land 7)))) land mask56))%uint63 = pwin p (i + 8).
Proof.
  intros Hi. unfold pwin.
  assert (Eq : ((i + 8) >> 3)%uint63 = ((i >> 3) + 1)%uint63).
  { apply to_Z_inj. rewrite phi_lsr3, !add_spec, phi_lsr3. change φ 8%uint63 with 8%Z.
    change φ 1%uint63 with 1%Z. rewrite phi_toN. rewrite wB_value.
    rewrite (Z.mod_small (Z.of_N (toN i) + 8)) by lia.
    replace (Z.of_N (toN i) + 8)%Z with (Z.of_N (toN i) + 1 * 8)%Z by lia.
    rewrite Z.div_add by lia. rewrite Z.mod_small; [reflexivity|].
    split; [apply Z.add_nonneg_nonneg; [apply Z.div_pos|]; lia|].
    apply (Z.le_lt_trans _ (Z.of_N (toN i) / 8 + 1)); [lia|].
    pose proof (Z.div_le_upper_bound (Z.of_N (toN i)) 8 (Z.of_N (toN i)) ltac:(lia) ltac:(lia)).
    lia. }
  assert (El : ((i + 8) land 7)%uint63 = (i land 7)%uint63).
  { apply to_Z_inj. rewrite !phi_land7, add_spec. change φ 8%uint63 with 8%Z.
    rewrite phi_toN, wB_value, (Z.mod_small (Z.of_N (toN i) + 8)) by lia.
    replace (Z.of_N (toN i) + 8)%Z with (Z.of_N (toN i) + 1 * 8)%Z by lia.
    apply Z_mod_plus_full. }
  rewrite Eq, El. replace ((i >> 3) + 1 + 1)%uint63 with ((i >> 3) + 2)%uint63; [reflexivity|].
  rewrite <- add_assoc. reflexivity.
Qed.

Section Blocks.
  Variables (P : bool) (tab : array bool) (ftabw ftabn fk0 : int).
  (** The word of the values not rare at [n] has their bits ([fnotrare_bits] in [Sim]). *)
  Hypothesis Htw : forall n v, (toN v < 63)%N ->
    Uint63.bit (fnotrare P ftabw ftabn fk0 n) v = negb (frare P tab fk0 v n).

  (** A search whose value has reached [c] takes no step. *)
  Lemma fsearch_run_stop_any f h0 h st n c b m v w a cnt :
    negb (v <? c)%uint63 = true ->
    fsearch_run P tab ftabw ftabn fk0 f h0 h st n c b m v w a cnt = (m, v, w).
  Proof.
    intros H. destruct f; [reflexivity|]. rewrite fsearch_run_S, H.
    destruct (cnt =? 0)%uint63; reflexivity.
  Qed.

  (** More fuel than splits changes nothing. *)
  Lemma fsearch_run_fuel f1 : forall f2 h0 h st n c b m v w a cnt,
    (toN cnt <= N.of_nat f1)%N -> (toN cnt <= N.of_nat f2)%N ->
    fsearch_run P tab ftabw ftabn fk0 f1 h0 h st n c b m v w a cnt =
    fsearch_run P tab ftabw ftabn fk0 f2 h0 h st n c b m v w a cnt.
  Proof.
    induction f1 as [|f1 IH]; intros [|f2] h0 h st n c b m v w a cnt H1 H2;
      try reflexivity.
    - rewrite fsearch_run_S. replace cnt with 0%uint63 by (apply toN_inj; rewrite toN_0; lia).
      reflexivity.
    - rewrite fsearch_run_S. replace cnt with 0%uint63 by (apply toN_inj; rewrite toN_0; lia).
      reflexivity.
    - rewrite !fsearch_run_S. destruct (cnt =? 0)%uint63 eqn:E0; [reflexivity|].
      destruct (negb (v <? c))%uint63; [reflexivity|].
      destruct (fsearch_step P tab ftabw ftabn fk0 h0 h st n c b m v w a) as [[m' v'] w'].
      assert (Hc : toN cnt <> 0%N).
      { intros E. rewrite <- toN_0 in E. apply toN_inj in E. subst cnt.
        rewrite eqb_refl in E0. discriminate. }
      apply IH; rewrite toN_sub, toN_1 by (rewrite toN_1; lia); lia.
  Qed.

  (** A round of [fsearch_blocks] with fewer than eight splits left. *)
  Lemma fsearch_blocks_small f h0 h pex pk pr rb st n c b m value work a cnt :
    (cnt <? 8)%uint63 = true ->
    fsearch_blocks P tab ftabw ftabn fk0 (S f) h0 h pex pk pr rb st n c b m value work a cnt =
    if negb (value <? c)%uint63 then (m, value, work)
    else fsearch_run P tab ftabw ftabn fk0 8 h0 h st n c b m value work a cnt.
  Proof. intros H. cbn [fsearch_blocks]. rewrite H. reflexivity. Qed.

  (** The test of [fsearch_blocks] is [fblock]'s: every lane below 63 sets its bit of the mask,
      so that no bit of the mask at [value] means no lane is [value]. *)
  Lemma fblock_fast arr st x lo value :
    fsmall8 x && negb (Uint63.bit (fmask8 x) value) = true ->
    fblock 8 arr st x 0 lo value = Some (lo lor fmask8 x)%uint63.
  Proof.
    unfold fmask8. intros H. apply andb_true_iff in H as [Hs Hb]. apply negb_true_iff in Hb.
    assert (Hl : forall s j, (0 <= j < 8)%Z -> φ s%uint63 = (7 * j)%Z ->
                             (lane x s <? 63)%uint63 = true)
      by (intros s j Hj Es; apply (fsmall8_lane x s Hs); exists j; split; assumption).
    pose proof (Hl 0%uint63 0%Z ltac:(lia) eq_refl) as H0.
    pose proof (Hl 7%uint63 1%Z ltac:(lia) eq_refl) as H1.
    pose proof (Hl 14%uint63 2%Z ltac:(lia) eq_refl) as H2.
    pose proof (Hl 21%uint63 3%Z ltac:(lia) eq_refl) as H3.
    pose proof (Hl 28%uint63 4%Z ltac:(lia) eq_refl) as H4.
    pose proof (Hl 35%uint63 5%Z ltac:(lia) eq_refl) as H5.
    pose proof (Hl 42%uint63 6%Z ltac:(lia) eq_refl) as H6.
    pose proof (Hl 49%uint63 7%Z ltac:(lia) eq_refl) as H7. clear Hl.
    rewrite !lor_spec in Hb. rewrite !bit_one_shift in Hb by assumption.
    rewrite !orb_false_iff in Hb.
    destruct Hb as [[[[[[[E0 E1] E2] E3] E4] E5] E6] E7].
    cbn [fblock]. change (0 + 7)%uint63 with 7%uint63. change (7 + 7)%uint63 with 14%uint63.
    change (14 + 7)%uint63 with 21%uint63. change (21 + 7)%uint63 with 28%uint63.
    change (28 + 7)%uint63 with 35%uint63. change (35 + 7)%uint63 with 42%uint63.
    change (42 + 7)%uint63 with 49%uint63.
    rewrite E0, H0, E1, H1, E2, H2, E3, H3, E4, H4, E5, H5, E6, H6, E7, H7.
    f_equal. rewrite !lorA. reflexivity.
  Qed.

  (** [K] steps, then the others. *)
  Lemma fsearch_run_add K : forall f k h0 h st n c b m v w a cnt,
    toN k = N.of_nat K -> (N.of_nat K <= toN cnt)%N -> (toN a + N.of_nat K < 2 ^ 62)%N ->
    fsearch_run P tab ftabw ftabn fk0 (K + f) h0 h st n c b m v w a cnt =
    let '(m1, v1, w1) := fsearch_run P tab ftabw ftabn fk0 K h0 h st n c b m v w a k in
    fsearch_run P tab ftabw ftabn fk0 f h0 h st n c b m1 v1 w1 (a + k) (cnt - k).
  Proof.
    induction K as [|K IH]; intros f k h0 h st n c b m v w a cnt Hk Hc Ha.
    - replace k with 0%uint63 by (apply toN_inj; rewrite toN_0; lia). cbn [fsearch_run Nat.add].
      replace (a + 0)%uint63 with a by (apply toN_inj; toN_simpl; lia).
      replace (cnt - 0)%uint63 with cnt by (apply toN_inj; toN_simpl; lia).
      reflexivity.
    - cbn [Nat.add]. rewrite !fsearch_run_S.
      assert (Nz : forall x, (1 <= toN x)%N -> (x =? 0)%uint63 = false).
      { intros x Hx. apply eqb_false_spec. intros ->. rewrite toN_0 in Hx. lia. }
      rewrite (Nz cnt), (Nz k) by lia.
      destruct (negb (v <? c))%uint63 eqn:Stop.
      { rewrite fsearch_run_stop_any by exact Stop. reflexivity. }
      destruct (fsearch_step P tab ftabw ftabn fk0 h0 h st n c b m v w a) as [[m' v'] w'].
      rewrite (IH f (k - 1)%uint63) by (toN_simpl; lia).
      destruct (fsearch_run P tab ftabw ftabn fk0 K h0 h st n c b m' v' w' (a + 1) (k - 1)) as
        [[m1 v1] w1].
      replace (a + 1 + (k - 1))%uint63 with (a + k)%uint63 by (apply toN_inj; toN_simpl; lia).
      replace (cnt - 1 - (k - 1))%uint63 with (cnt - k)%uint63 by (apply toN_inj; toN_simpl; lia).
      reflexivity.
  Qed.

  (** A mark below 63 is a bit. *)
  Lemma fmark_small lo arr st y :
    (y <? 63)%uint63 = true -> fmark (lo, arr) st y = ((lo lor (1 << y))%uint63, arr).
  Proof.
    intros Hy. unfold fmark. cbn beta iota zeta. rewrite Hy.
    destruct ((lo lor (1 << y)) =? lo)%uint63 eqn:E; [|reflexivity].
    apply eqb_spec in E. rewrite E. reflexivity.
  Qed.

  Lemma add_sub_mod_idemp (A B C n : Z) : ((A + (B mod n - C)) mod n = (A + (B - C)) mod n)%Z.
  Proof.
    replace (A + (B mod n - C))%Z with (A - C + B mod n)%Z by ring.
    rewrite Zplus_mod_idemp_r. f_equal. ring.
  Qed.

  (** One split more and one split fewer: the same place after the splits. *)
  Lemma int_shift_eq x c c1 : ((x + 1) + ((c - 1) - c1))%uint63 = (x + (c - c1))%uint63.
  Proof.
    apply to_Z_inj. rewrite !add_spec, !sub_spec.
    rewrite Zplus_mod_idemp_r, Zplus_mod_idemp_l, add_sub_mod_idemp, Zplus_mod_idemp_r.
    f_equal. ring.
  Qed.

  Lemma int_zero_eq x c : (x + (c - c))%uint63 = x.
  Proof.
    apply to_Z_inj. rewrite add_spec, sub_spec, Z.sub_diag, Zmod_0_l, Z.add_0_r.
    apply Z.mod_small. apply to_Z_bounded.
  Qed.

  Lemma int_sub_shift x c c1 : (1 <= toN c)%N -> (toN c1 <= toN c - 1)%N -> (toN c <= toN x)%N ->
    ((x - 1) - ((c - 1) - c1))%uint63 = (x - (c - c1))%uint63.
  Proof. intros. apply toN_inj. toN_simpl. lia. Qed.

  Lemma int_piece_eq x k c c2 : (x + k + (c - k - c2))%uint63 = (x + (c - c2))%uint63.
  Proof.
    apply to_Z_inj. rewrite !add_spec, !sub_spec, Zplus_mod_idemp_l, !Zplus_mod_idemp_r.
    set (M := ((φ c%uint63 - φ k%uint63) mod wB)%Z).
    transitivity ((M + (φ x%uint63 + φ k%uint63 - φ c2%uint63)) mod wB)%Z; [f_equal; ring|].
    unfold M. rewrite Zplus_mod_idemp_l. f_equal. ring.
  Qed.

  Lemma add_shift a j : (a + (j + 1))%uint63 = (a + 1 + j)%uint63.
  Proof. rewrite (add_comm j 1), add_assoc. reflexivity. Qed.

  Lemma sub_shift a j : (a - (j + 1))%uint63 = (a - 1 - j)%uint63.
  Proof. rewrite sub_sub_add, (add_comm j 1). reflexivity. Qed.

  (** The splits of [frun_chunk] are steps of [fsearch_run] that change only the bits of [lo],
      the work and the place, when its chunks hold the values the steps read. *)
  Lemma frun_chunk_run h0 h ha hb arr st n c b value K : forall lo work a cnt ia ib k,
    negb (value <? c)%uint63 = false -> (toN k <= toN cnt)%N ->
    (forall j, (toN j < toN k)%N ->
       fget0 h0 h (a + j) = ha.[ia + j] /\ fget0 h0 h (b - (a + j)) = hb.[ib - j]) ->
    let '(lo1, k1) := frun_chunk K ha hb arr st value lo ia ib k in
    (toN k1 <= toN k)%N /\
    fsearch_run P tab ftabw ftabn fk0 (N.to_nat (toN cnt)) h0 h st n c b (lo, arr) value work a
      cnt =
    fsearch_run P tab ftabw ftabn fk0 (N.to_nat (toN (cnt - (k - k1)))) h0 h st n c b
      (lo1, arr) value (work + (k - k1)) (a + (k - k1)) (cnt - (k - k1)).
  Proof.
    assert (Same : forall k, (k - k)%uint63 = 0%uint63)
      by (intros k; apply toN_inj; rewrite toN_sub, toN_0; lia).
    induction K as [|K IH]; intros lo work a cnt ia ib k Hv Hk Hr; cbn [frun_chunk].
    { rewrite Same, sub0_r, !iadd0_r. split; [lia | reflexivity]. }
    destruct (k =? 0)%uint63 eqn:E0.
    { rewrite Same, sub0_r, !iadd0_r. split; [lia | reflexivity]. }
    assert (Hk0 : toN k <> 0%N).
    { intros E. rewrite <- toN_0 in E. apply toN_inj in E. subst k.
      rewrite eqb_refl in E0. discriminate. }
    assert (Ec : toN (cnt - 1)%uint63 = (toN cnt - 1)%N)
      by (rewrite toN_sub, toN_1 by (rewrite toN_1; lia); reflexivity).
    assert (Ek : toN (k - 1)%uint63 = (toN k - 1)%N)
      by (rewrite toN_sub, toN_1 by (rewrite toN_1; lia); reflexivity).
    assert (C0 : (cnt =? 0)%uint63 = false).
    { apply eqb_false_spec. intros ->. rewrite toN_0 in Hk. lia. }
    destruct (Hr 0%uint63 ltac:(rewrite toN_0; lia)) as [Ha Hb].
    rewrite !iadd0_r in Ha. rewrite iadd0_r, sub0_r in Hb.
    assert (Step : forall lo',
      fmark (lo, arr) st (ha.[ia] lxor hb.[ib])%uint63 = (lo', arr) ->
      ((ha.[ia] lxor hb.[ib]) =? value)%uint63 = false ->
      fsearch_run P tab ftabw ftabn fk0 (N.to_nat (toN cnt)) h0 h st n c b (lo, arr) value work a
        cnt =
      fsearch_run P tab ftabw ftabn fk0 (N.to_nat (toN (cnt - 1))) h0 h st n c b (lo', arr) value
        (work + 1) (a + 1) (cnt - 1)).
    { intros lo' Hm Hy. replace (N.to_nat (toN cnt)) with (S (N.to_nat (toN (cnt - 1)))) by lia.
      rewrite fsearch_run_S, C0, Hv. unfold fsearch_step. rewrite Ha, Hb, Hm, Hy. reflexivity. }
    assert (Hr' : forall j, (toN j < toN (k - 1))%N ->
              fget0 h0 h (a + 1 + j) = ha.[ia + 1 + j] /\
              fget0 h0 h (b - (a + 1 + j)) = hb.[ib - 1 - j]).
    { intros j Hj. rewrite Ek in Hj. pose proof (toN_bound k).
      assert (Ej : toN (j + 1)%uint63 = (toN j + 1)%N) by (toN_simpl; lia).
      destruct (Hr (j + 1)%uint63 ltac:(rewrite Ej; lia)) as [R1 R2].
      rewrite !add_shift, sub_shift in *. split; assumption. }
    set (y := (ha.[ia] lxor hb.[ib])%uint63) in *.
    destruct (y =? value)%uint63 eqn:Ey.
    { rewrite Same, sub0_r, !iadd0_r. split; [lia | reflexivity]. }
    destruct (y <? 63)%uint63 eqn:Ys.
    - specialize (IH (lo lor (1 << y))%uint63 (work + 1)%uint63 (a + 1)%uint63 (cnt - 1)%uint63
                    (ia + 1)%uint63 (ib - 1)%uint63 (k - 1)%uint63 Hv ltac:(lia) Hr').
      destruct (frun_chunk K ha hb arr st value (lo lor (1 << y)) (ia + 1) (ib - 1) (k - 1))
        as [lo1 k1].
      destruct IH as [Hle IH]. split; [lia|].
      rewrite (Step (lo lor (1 << y))%uint63)
        by (exact (fmark_small lo arr st y Ys) || reflexivity).
      rewrite IH, !int_shift_eq, int_sub_shift by (rewrite ?Ek; lia). reflexivity.
    - destruct (arr.[y] =? st)%uint63 eqn:Ya.
      2:{ rewrite Same, sub0_r, !iadd0_r. split; [lia | reflexivity]. }
      specialize (IH lo (work + 1)%uint63 (a + 1)%uint63 (cnt - 1)%uint63 (ia + 1)%uint63
                    (ib - 1)%uint63 (k - 1)%uint63 Hv ltac:(lia) Hr').
      destruct (frun_chunk K ha hb arr st value lo (ia + 1) (ib - 1) (k - 1)) as [lo1 k1].
      destruct IH as [Hle IH]. split; [lia|].
      rewrite (Step lo) by (reflexivity || (unfold fmark; cbn beta iota zeta; rewrite Ys, Ya;
                                             reflexivity)).
      rewrite IH, !int_shift_eq, int_sub_shift by (rewrite ?Ek; lia). reflexivity.
  Qed.

  (** The pieces of [frun_pieces] are the steps of [fsearch_run] too. *)
  Lemma frun_pieces_run h arr st n c b value K : forall lo work a cnt,
    negb (value <? c)%uint63 = false -> (toN cnt <= N.of_nat K)%N ->
    let '(lo1, cnt1) := frun_pieces K h arr st b value lo a cnt in
    (toN cnt1 <= toN cnt)%N /\
    fsearch_run P tab ftabw ftabn fk0 (N.to_nat (toN cnt)) (fchunk h 0) h st n c b (lo, arr) value
      work a cnt =
    fsearch_run P tab ftabw ftabn fk0 (N.to_nat (toN cnt1)) (fchunk h 0) h st n c b (lo1, arr) value
      (work + (cnt - cnt1)) (a + (cnt - cnt1)) cnt1.
  Proof.
    induction K as [|K IH]; intros lo work a cnt Hv HK; cbn [frun_pieces].
    { rewrite !int_zero_eq. split; [lia | reflexivity]. }
    destruct (cnt =? 0)%uint63 eqn:E0.
    { rewrite !int_zero_eq. split; [lia | reflexivity]. }
    assert (Hc : toN cnt <> 0%N).
    { intros E. rewrite <- toN_0 in E. apply toN_inj in E. subst cnt.
      rewrite eqb_refl in E0. discriminate. }
    cbv zeta.
    set (ia := (a land chunk_mask)%uint63). set (ib := ((b - a) land chunk_mask)%uint63).
    destruct (chunk_parts a) as [_ Bia]. destruct (chunk_parts (b - a)) as [_ Bib].
    fold ia in Bia. fold ib in Bib. unfold chunk_size in Bia, Bib.
    assert (Em : toN chunk_mask = 1048575%N) by reflexivity.
    assert (Es : toN (chunk_mask - ia)%uint63 = (1048575 - toN ia)%N)
      by (rewrite toN_sub, Em; lia).
    assert (Eka : toN (chunk_mask - ia + 1)%uint63 = (1048576 - toN ia)%N)
      by (rewrite toN_add, Es, toN_1; [lia | rewrite Es, toN_1; lia]).
    assert (Ekb : toN (ib + 1)%uint63 = (toN ib + 1)%N) by (toN_simpl; lia).
    set (k1 := if (chunk_mask - ia + 1 <? ib + 1)%uint63 then (chunk_mask - ia + 1)%uint63
               else (ib + 1)%uint63).
    set (k := if (cnt <? k1)%uint63 then cnt else k1).
    assert (Hk : (1 <= toN k)%N /\ (toN k <= toN cnt)%N /\ (toN ia + toN k <= 1048576)%N /\
                 (toN k <= toN ib + 1)%N).
    { unfold k, k1. rewrite !ltb_toN, Eka, Ekb.
      destruct (1048576 - toN ia <? toN ib + 1)%N eqn:C1;
        [apply N.ltb_lt in C1 | apply N.ltb_ge in C1];
        [rewrite Eka | rewrite Ekb];
        destruct (toN cnt <? _)%N eqn:C2; [apply N.ltb_lt in C2 | apply N.ltb_ge in C2 |
                                           apply N.ltb_lt in C2 | apply N.ltb_ge in C2];
        rewrite ?Eka, ?Ekb; lia. }
    destruct Hk as (Hk1 & Hkc & Hka & Hkb).
    pose proof (frun_chunk_run (fchunk h 0) h (fchunk h (a >> chunk_bits))
                  (fchunk h ((b - a) >> chunk_bits)) arr st n c b value (S K) lo work a cnt ia ib k
                  Hv Hkc) as R.
    lapply R; clear R.
    2:{ intros j Hj. rewrite !fget0_fget. unfold fget.
        destruct (chunk_up a j ltac:(fold ia; unfold chunk_size; lia)) as [U1 U2].
        destruct (chunk_down (b - a) j ltac:(fold ib; lia)) as [D1 D2].
        rewrite <- sub_sub_add, U1, U2, D1, D2. split; reflexivity. }
    intros R. destruct (frun_chunk (S K) _ _ arr st value lo ia ib k) as [lo1 r].
    destruct R as [Hr R]. rewrite R.
    destruct (r =? 0)%uint63 eqn:Er.
    - apply eqb_spec in Er. subst r. rewrite sub0_r.
      assert (Eck : toN (cnt - k)%uint63 = (toN cnt - toN k)%N) by (apply toN_sub; lia).
      specialize (IH lo1 (work + k)%uint63 (a + k)%uint63 (cnt - k)%uint63 Hv
                    ltac:(rewrite Eck; lia)).
      destruct (frun_pieces K h arr st b value lo1 (a + k) (cnt - k)) as [lo2 cnt2].
      destruct IH as [Hle IH]. split; [lia|]. rewrite IH, !int_piece_eq. reflexivity.
    - assert (Hr0 : toN r <> 0%N).
      { intros E. rewrite <- toN_0 in E. apply toN_inj in E. subst r.
        rewrite eqb_refl in Er. discriminate. }
      pose proof (toN_bound cnt).
      assert (E1 : (cnt - (k - r))%uint63 = (cnt - k + r)%uint63)
        by (apply toN_inj; toN_simpl; lia).
      assert (E2 : (k - r)%uint63 = (cnt - (cnt - k + r))%uint63)
        by (apply toN_inj; toN_simpl; lia).
      split; [toN_simpl; lia|]. rewrite E1, E2. reflexivity.
  Qed.

  Lemma fsearch_go_run h st n c b f : forall m value work a cnt,
    (toN cnt <= N.of_nat f)%N ->
    fsearch_go P tab ftabw ftabn fk0 f (fchunk h 0) h st n c b m value work a cnt =
    fsearch_run P tab ftabw ftabn fk0 f (fchunk h 0) h st n c b m value work a cnt.
  Proof.
    induction f as [|f IH]; intros m value work a cnt Hf; [reflexivity|].
    cbn [fsearch_go]. destruct (cnt =? 0)%uint63 eqn:E0.
    { rewrite fsearch_run_S, E0. reflexivity. }
    destruct (negb (value <? c))%uint63 eqn:Stop.
    { rewrite fsearch_run_S, E0, Stop. reflexivity. }
    destruct m as [lo arr].
    rewrite (fsearch_run_fuel (S f) (N.to_nat (toN cnt))) by lia.
    pose proof (frun_pieces_run h arr st n c b value (S f) lo work a cnt Stop Hf) as H.
    destruct (frun_pieces (S f) h arr st b value lo a cnt) as [lo1 cnt1].
    destruct H as [Hle H]. rewrite H.
    destruct (cnt1 =? 0)%uint63 eqn:E1.
    { apply eqb_spec in E1. subst cnt1. reflexivity. }
    assert (Hc : toN cnt1 <> 0%N).
    { intros E. rewrite <- toN_0 in E. apply toN_inj in E. subst cnt1.
      rewrite eqb_refl in E1. discriminate. }
    assert (Ec : toN (cnt1 - 1)%uint63 = (toN cnt1 - 1)%N)
      by (rewrite toN_sub, toN_1 by (rewrite toN_1; lia); reflexivity).
    replace (N.to_nat (toN cnt1)) with (S (N.to_nat (toN (cnt1 - 1)))) by lia.
    rewrite fsearch_run_S, E1, Stop. unfold fsearch_step. cbv zeta.
    rewrite IH by lia. apply fsearch_run_fuel; lia.
  Qed.

  Lemma toN_times7 l : (toN l < 8)%N -> toN (times7 l) = (7 * toN l)%N.
  Proof.
    intros H. unfold toN at 1. rewrite times7_spec by (rewrite phi_toN; lia). rewrite phi_toN.
    lia.
  Qed.

  (** [flane_first]: the first lane that is [v], and none before it. *)
  Lemma flane_first_spec x v : forall K s j,
    (toN j + N.of_nat K <= 8)%N -> toN s = (7 * toN j)%N ->
    let r := flane_first K x v s j in
    (toN j <= toN r <= toN j + N.of_nat K)%N /\
    ((toN r < toN j + N.of_nat K)%N -> lane x (times7 r) = v) /\
    (forall i, (toN j <= toN i < toN r)%N -> lane x (times7 i) <> v).
  Proof.
    induction K as [|K IH]; intros s j Hj Hs; cbn [flane_first].
    { split; [lia|]. split; [lia|]. intros i Hi; lia. }
    assert (Es : s = times7 j) by (apply toN_inj; rewrite toN_times7 by lia; exact Hs).
    destruct (lane x s =? v)%uint63 eqn:E.
    { apply eqb_spec in E. split; [lia|]. split; [intros _; rewrite <- Es; exact E|].
      intros i Hi; lia. }
    apply eqb_false_spec in E.
    assert (Ej1 : toN (j + 1)%uint63 = (toN j + 1)%N) by (toN_simpl; lia).
    destruct (IH (s + 7)%uint63 (j + 1)%uint63 ltac:(lia) ltac:(toN_simpl; lia)) as (B1 & B2 & B3).
    rewrite Ej1 in B1, B2, B3.
    split; [lia|]. split; [intros H; apply B2; lia|].
    intros i Hi. destruct (N.eq_dec (toN i) (toN j)) as [Eij|Nij].
    - apply toN_inj in Eij. subst i. rewrite <- Es. exact E.
    - apply B3. lia.
  Qed.

  (** The packed values agree with the history below [n], the values from 127 on as 127
      ([fsat]); [fR] places the reversed ones. [pex]: no value reaches 127. *)
  (** *** Searches that agree on what counts
      A search below [c] reads the marks only through the first rare value unmarked below [c]:
      two marks that agree on the rare values below [c] lead it the same way. *)
  Definition fmeq (st n c : int) (m1 m2 : fmarks) : Prop :=
    forall v, (toN v < toN c)%N -> frare P tab fk0 v n = true ->
              fmarked m1 st v = fmarked m2 st v.

  (** Two search results that agree: the same value and work, marks that agree, both arrays of
      the heap's kind. *)
  Definition fres_rel (fb st n c : int) (r1 r2 : fmarks * int * int) : Prop :=
    let '(m1, v1, w1) := r1 in
    let '(m2, v2, w2) := r2 in
    v1 = v2 /\ w1 = w2 /\ fmeq st n c m1 m2 /\ fstamped fb st m1 /\ fstamped fb st m2.

  Lemma fres_rel_same fb st n c m1 m2 v w :
    fmeq st n c m1 m2 -> fstamped fb st m1 -> fstamped fb st m2 ->
    fres_rel fb st n c (m1, v, w) (m2, v, w).
  Proof.
    intros E S1 S2. cbn. split; [reflexivity|]. split; [reflexivity|].
    split; [exact E|]. split; assumption.
  Qed.

  Lemma fres_rel_trans fb st n c r1 r2 r3 :
    fres_rel fb st n c r1 r2 -> fres_rel fb st n c r2 r3 -> fres_rel fb st n c r1 r3.
  Proof.
    destruct r1 as [[m1 v1] w1], r2 as [[m2 v2] w2], r3 as [[m3 v3] w3]. cbn.
    intros (-> & -> & E12 & S1 & _) (-> & -> & E23 & _ & S3).
    split; [reflexivity|]. split; [reflexivity|]. split; [|split; assumption].
    intros v Hv Hr. rewrite E12, E23 by assumption. reflexivity.
  Qed.

  Lemma fmeq_sym st n c m1 m2 : fmeq st n c m1 m2 -> fmeq st n c m2 m1.
  Proof. intros E v Hv Hr. symmetry. apply E; assumption. Qed.

  (** The same mark keeps two marks in agreement. *)
  Lemma fmeq_fmark fb st n c m1 m2 y :
    (toN c <= toN fb)%N -> fstamped fb st m1 -> fstamped fb st m2 -> fmeq st n c m1 m2 ->
    fmeq st n c (fmark m1 st y) (fmark m2 st y).
  Proof.
    intros Hc [L1 _] [L2 _] E v Hv Hr. destruct (y =? v)%uint63 eqn:Ey.
    - apply eqb_spec in Ey. subst v.
      rewrite !fmarked_fmark_same; [reflexivity | right; rewrite L2; lia | right; rewrite L1; lia].
    - apply eqb_false_spec in Ey. rewrite !fmarked_fmark_other by exact Ey. apply E; assumption.
  Qed.

  (** The first rare value unmarked below [c], as [ffirst_where] finds it. *)
  Lemma ffirst_unmarked_rare_words m st n c : (toN c < 2 ^ 62)%N ->
    ffirst_unmarked_rare P tab ftabw ftabn fk0 m st n c =
    ffirst_where (fun v => negb (fmarked m st v) && frare P tab fk0 v n) 0 c.
  Proof.
    intros Hc. destruct m as [lo a]. apply fmarks_word_where; [exact Hc | apply Htw].
  Qed.

  (** The first rare value unmarked below [c] reads only the rare marks below [c]. *)
  Lemma ffirst_unmarked_rare_fmeq st n c m1 m2 :
    (toN c < 2 ^ 62)%N -> fmeq st n c m1 m2 ->
    ffirst_unmarked_rare P tab ftabw ftabn fk0 m1 st n c =
    ffirst_unmarked_rare P tab ftabw ftabn fk0 m2 st n c.
  Proof.
    intros Hc E. rewrite !ffirst_unmarked_rare_words by exact Hc. apply toN_inj.
    set (g := fun i => negb (fmarked m2 st (ofN i)) && frare P tab fk0 (ofN i) n).
    transitivity (first_where g (toN 0) (toN c)); [|symmetry];
      (apply ffirst_where_eq; [rewrite toN_0; lia|]); intros i Hi; unfold g; rewrite ofN_toN;
      [|reflexivity].
    destruct (frare P tab fk0 i n) eqn:R; [|rewrite !andb_false_r; reflexivity].
    rewrite E by (rewrite toN_0 in Hi; lia || exact R). reflexivity.
  Qed.

  (** With every rare value below [c] marked, the first unmarked one is [c]. *)
  Lemma ffirst_unmarked_rare_all m st n c : (toN c < 2 ^ 62)%N ->
    (forall v, (toN v < toN c)%N -> frare P tab fk0 v n = true -> fmarked m st v = true) ->
    ffirst_unmarked_rare P tab ftabw ftabn fk0 m st n c = c.
  Proof.
    intros Hc H. rewrite ffirst_unmarked_rare_words by exact Hc. apply toN_inj.
    rewrite (ffirst_where_eq _ (fun _ => false)); [| rewrite toN_0; lia |].
    - rewrite toN_0. symmetry. apply first_where_unique; [lia | reflexivity | lia].
    - intros i Hi. rewrite toN_0 in Hi. destruct (frare P tab fk0 i n) eqn:R.
      + rewrite H by (lia || exact R). reflexivity.
      + apply andb_false_r.
  Qed.

  (** Searches from marks that agree agree. *)
  Lemma fsearch_run_fmeq fb f : forall h0 h st n c b m1 m2 v w a cnt,
    (toN c <= toN fb)%N -> (toN c < 2 ^ 62)%N -> fstamped fb st m1 -> fstamped fb st m2 ->
    fmeq st n c m1 m2 ->
    fres_rel fb st n c (fsearch_run P tab ftabw ftabn fk0 f h0 h st n c b m1 v w a cnt)
      (fsearch_run P tab ftabw ftabn fk0 f h0 h st n c b m2 v w a cnt).
  Proof.
    induction f as [|f IH]; intros h0 h st n c b m1 m2 v w a cnt Hc Hc62 S1 S2 E;
      [apply fres_rel_same; assumption|].
    rewrite !fsearch_run_S. destruct (cnt =? 0)%uint63; [apply fres_rel_same; assumption|].
    destruct (negb (v <? c))%uint63; [apply fres_rel_same; assumption|].
    unfold fsearch_step. cbn beta iota zeta.
    set (y := (fget0 h0 h a lxor fget0 h0 h (b - a))%uint63).
    pose proof (fmeq_fmark fb st n c m1 m2 y Hc S1 S2 E) as E'.
    rewrite (ffirst_unmarked_rare_fmeq st n c (fmark m1 st y) (fmark m2 st y) Hc62 E').
    apply IH; auto using fmark_stamped.
  Qed.

  Lemma fsearch_run_refl fb f h0 h st n c b m v w a cnt :
    (toN c <= toN fb)%N -> (toN c < 2 ^ 62)%N -> fstamped fb st m ->
    let r := fsearch_run P tab ftabw ftabn fk0 f h0 h st n c b m v w a cnt in
    fres_rel fb st n c r r.
  Proof.
    intros Hc Hc62 S. apply fsearch_run_fmeq; auto. intros u _ _. reflexivity.
  Qed.

  (** [fsingle]: every rare value below [c] but [value] is marked. *)
  Lemma fsingle_spec lo arr st n c value :
    fsingle P ftabw ftabn fk0 lo n c value = true -> (value <? c)%uint63 = true ->
    (toN c < 63)%N /\
    forall v, (toN v < toN c)%N -> v <> value -> frare P tab fk0 v n = true ->
              fmarked (lo, arr) st v = true.
  Proof.
    unfold fsingle. intros H Hv. apply andb_true_iff in H as [Hc H].
    rewrite ltb_toN in Hc, Hv. apply N.ltb_lt in Hc, Hv. change (toN 63) with 63%N in Hc.
    split; [exact Hc|]. intros v Hvc Hne Hr. apply eqb_spec in H.
    apply (f_equal (fun z => Uint63.bit z v)) in H. cbv beta in H.
    assert (V63 : (value <? 63)%uint63 = true)
      by (rewrite ltb_toN; apply N.ltb_lt; change (toN 63) with 63%N; lia).
    rewrite land_spec, !lor_spec, bit_low_mask, Htw, Hr, bit_one_shift in H by (auto; lia).
    rewrite (proj2 (eqb_false_spec value v)) in H by (intros ->; apply Hne; reflexivity).
    rewrite (proj2 (N.ltb_lt _ _) Hvc), !orb_false_r, andb_true_r in H. cbn in H.
    unfold fmarked. rewrite ltb_toN. change (toN 63) with 63%N.
    rewrite (proj2 (N.ltb_lt _ _)) by lia. exact H.
  Qed.

  Lemma add_one_ofN w K :
    ((w + 1) + ofN (N.of_nat K))%uint63 = (w + ofN (N.of_nat (S K)))%uint63.
  Proof.
    rewrite <- add_assoc. f_equal. apply to_Z_inj. rewrite add_spec. unfold ofN.
    rewrite !of_Z_spec. change φ 1%uint63 with 1%Z. rewrite Zplus_mod_idemp_r. f_equal. lia.
  Qed.

  (** Splits none of which is [value], while it is the one rare value below [c] left unmarked,
      leave the value sought as it is and the marks in agreement. *)
  Lemma fsearch_run_pass fb K : forall h0 h st n c b m value w a cnt,
    (value <? c)%uint63 = true -> (toN c <= toN fb)%N ->
    (forall v, (toN v < toN c)%N -> v <> value -> frare P tab fk0 v n = true ->
               fmarked m st v = true) ->
    fstamped fb st m -> (N.of_nat K <= toN cnt)%N -> (toN a + N.of_nat K < 2 ^ 62)%N ->
    (forall a', (toN a <= toN a' < toN a + N.of_nat K)%N ->
                (fget0 h0 h a' lxor fget0 h0 h (b - a'))%uint63 <> value) ->
    let '(m', v', w') := fsearch_run P tab ftabw ftabn fk0 K h0 h st n c b m value w a cnt in
    v' = value /\ w' = (w + ofN (N.of_nat K))%uint63 /\ fmeq st n c m' m /\ fstamped fb st m'.
  Proof.
    induction K as [|K IH]; intros h0 h st n c b m value w a cnt Hv Hc Hs S Hk Ha Hy.
    { cbn. split; [reflexivity|].
      split; [change (ofN 0) with 0%uint63; rewrite iadd0_r; reflexivity|].
      split; [intros u _ _; reflexivity | exact S]. }
    rewrite fsearch_run_S.
    rewrite (proj2 (eqb_false_spec cnt 0)) by (intros ->; rewrite toN_0 in Hk; lia).
    rewrite Hv. cbn [negb]. unfold fsearch_step. cbn beta iota zeta.
    set (y := (fget0 h0 h a lxor fget0 h0 h (b - a))%uint63).
    assert (Hya : y <> value) by (apply Hy; lia).
    rewrite (proj2 (eqb_false_spec y value) Hya).
    assert (Ea : toN (a + 1)%uint63 = (toN a + 1)%N)
      by (rewrite toN_add, toN_1; rewrite ?toN_1; lia).
    assert (Ec : toN (cnt - 1)%uint63 = (toN cnt - 1)%N)
      by (rewrite toN_sub, toN_1; rewrite ?toN_1; lia).
    pose proof (IH h0 h st n c b (fmark m st y) value (w + 1)%uint63 (a + 1)%uint63
                  (cnt - 1)%uint63 Hv Hc
                  ltac:(intros u Hu Hne Hr; apply fmarked_fmark_mono, Hs; assumption)
                  (fmark_stamped fb st m y S) ltac:(rewrite Ec; lia) ltac:(rewrite Ea; lia)
                  ltac:(intros a' Ha'; apply Hy; rewrite Ea in Ha'; lia)) as H.
    destruct (fsearch_run P tab ftabw ftabn fk0 K h0 h st n c b (fmark m st y) value (w + 1)
                (a + 1) (cnt - 1)) as [[m' v'] w'].
    destruct H as (-> & -> & E & S'). split; [reflexivity|]. split; [apply add_one_ofN|].
    split; [|exact S']. intros u Hu Hr. rewrite E by assumption.
    destruct (u =? value)%uint63 eqn:Eu.
    - apply eqb_spec in Eu. subst u. apply fmarked_fmark_other. exact Hya.
    - apply eqb_false_spec in Eu. rewrite (Hs u Hu Eu Hr). apply fmarked_fmark_mono, Hs; assumption.
  Qed.

  Section Packed.
    Variables (h : fhist) (pex : bool) (pk pr : array int) (fR : int) (n : N).
    Hypothesis Hpk : forall i, (toN i < n)%N -> pget pk (i + 7) = fsat (fget h i).
    Hypothesis Hpr : forall t, (toN t <= toN fR)%N -> (toN fR - toN t < n)%N ->
                               pget pr t = fsat (fget h (fR - t)).
    Hypothesis Hpex : pex = true -> forall i, (toN (fget h i) < 127)%N.
    Hypothesis Hpkc : forall q, high_clear pk.[q].
    Hypothesis Hprc : forall q, high_clear pr.[q].
    Hypothesis HR : (toN fR < 2 ^ 40)%N.

    (** A packed value that is not 127, or any when [pex], is the value. *)
    Lemma fsat_read v w : (pex = true -> (toN v < 127)%N) ->
      (pex = false -> w <> 127%uint63) -> w = fsat v -> w = v.
    Proof.
      intros H1 H2 ->. destruct pex eqn:E.
      - apply fsat_small. specialize (H1 eq_refl). lia.
      - apply fsat_exact, H2. reflexivity.
    Qed.

    Section Block.
      Variables (st fn c b : int) (arr : array int) (value work0 a0 cnt0 : int) (f : nat).
      Hypothesis Hc0 : (8 <= toN cnt0)%N.
      Hypothesis Hv : (value <? c)%uint63 = true.
      Hypothesis Ha0 : (1 <= toN a0)%N.
      Hypothesis Hab : (2 * (toN a0 + 7) <= toN b)%N.
      Hypothesis Hbn : (toN b <= n)%N.
      Hypothesis HbR : (toN b <= toN fR)%N.
      Hypothesis Hex :
        (pex || fexact8 (pwin pk (a0 + 7)) && fexact8 (pwin pr (fR - b + a0)))%bool = true.

      Let x := (pwin pk (a0 + 7) lxor pwin pr (fR - b + a0))%uint63.

      (** Lane [j] of [x] is the value of split [a0 + j]. *)
      Lemma block_lane j aa :
        (j < 8)%N -> toN aa = (toN a0 + j)%N ->
        lane x (times7 (ofN j)) =
        (fget0 (fchunk h 0) h aa lxor fget0 (fchunk h 0) h (b - aa))%uint63.
      Proof.
        intros Hj Ea. rewrite !fget0_fget. unfold x. rewrite lane_lxor.
        assert (Ej : toN (ofN j) = j) by (apply toN_ofN; lia).
        assert (Hs : exists z, (0 <= z < 8)%Z /\ φ (times7 (ofN j))%uint63 = (7 * z)%Z).
        { exists (Z.of_N j). split; [lia|]. rewrite times7_spec by (rewrite phi_toN, Ej; lia).
          rewrite phi_toN, Ej. reflexivity. }
        assert (Hxa : pex = false -> lane (pwin pk (a0 + 7)) (times7 (ofN j)) <> 127%uint63).
        { intros E. rewrite E in Hex. apply andb_true_iff in Hex as [Ha _].
          apply fexact8_lane; assumption. }
        assert (Hxb :
                  pex = false -> lane (pwin pr (fR - b + a0)) (times7 (ofN j)) <> 127%uint63).
        { intros E. rewrite E in Hex. apply andb_true_iff in Hex as [_ Hb].
          apply fexact8_lane; assumption. }
        rewrite pwin_lane in Hxa by (auto; rewrite ?phi_toN, ?Ej; toN_simpl; lia).
        rewrite pwin_lane in Hxb by (auto; rewrite ?phi_toN, ?Ej; toN_simpl; lia).
        rewrite !pwin_lane by (auto; rewrite ?phi_toN, ?Ej; toN_simpl; lia).
        f_equal.
        - replace (a0 + 7 + ofN j)%uint63 with (aa + 7)%uint63 in Hxa |- *
            by (apply toN_inj; toN_simpl; lia).
          apply fsat_read; [intros E; apply (Hpex E) | exact Hxa | apply Hpk; lia].
        - transitivity (fget h (fR - (fR - b + a0 + ofN j)));
            [| f_equal; apply toN_inj; toN_simpl; lia].
          apply fsat_read; [intros E; apply (Hpex E) | exact Hxb | apply Hpr; toN_simpl; lia].
      Qed.

      (** The lanes of [x] one by one are the splits one by one. *)
      Lemma flanes_steps K : forall j m v wk aa cc s,
        (K + j = 8)%nat -> toN s = (7 * N.of_nat j)%N -> toN aa = (toN a0 + N.of_nat j)%N ->
        (N.of_nat K <= toN cc)%N ->
        flanes_run P tab ftabw ftabn fk0 K x s st fn c m v wk =
        fsearch_run P tab ftabw ftabn fk0 K (fchunk h 0) h st fn c b m v wk aa cc.
      Proof.
        induction K as [|K IH]; intros j m v wk aa cc s Hj Es Ea Ec; [reflexivity|].
        cbn [flanes_run]. rewrite fsearch_run_S.
        rewrite (proj2 (eqb_false_spec cc 0)) by (intros ->; rewrite toN_0 in Ec; lia).
        destruct (negb (v <? c))%uint63; [reflexivity|].
        assert (Ey : lane x s =
                     (fget0 (fchunk h 0) h aa lxor fget0 (fchunk h 0) h (b - aa))%uint63).
        { replace s with (times7 (ofN (N.of_nat j))).
          - apply block_lane; lia.
          - apply toN_inj. rewrite toN_times7; rewrite toN_ofN; lia. }
        unfold fsearch_step. rewrite Ey.
        apply (IH (S j)); rewrite ?Nat2N.inj_succ; try lia; toN_simpl; lia.
      Qed.

      (** A block that [fblock] takes: the steps mark its values below 63 and find the others
          marked already. *)
      Lemma fblock_steps K : forall j lo wk aa cc s lo',
        (K + j = 8)%nat ->
        toN s = (7 * N.of_nat j)%N -> toN aa = (toN a0 + N.of_nat j)%N ->
        toN cc = (toN cnt0 - N.of_nat j)%N -> wk = (work0 + ofN (N.of_nat j))%uint63 ->
        fblock K arr st x s lo value = Some lo' ->
        fsearch_run P tab ftabw ftabn fk0 (K + f) (fchunk h 0) h st fn c b (lo, arr) value wk
          aa cc =
        fsearch_run P tab ftabw ftabn fk0 f (fchunk h 0) h st fn c b (lo', arr) value
          (work0 + 8) (a0 + 8) (cnt0 - 8).
      Proof.
        induction K as [|K IH]; intros j lo wk aa cc s lo' Hj Es Ea Ec Ew Hb.
        - cbn [fblock] in Hb. injection Hb as <-. cbn [Nat.add].
          cbn in Hj. subst j wk. change (ofN (N.of_nat 8)) with 8%uint63.
          replace aa with (a0 + 8)%uint63 by (apply toN_inj; toN_simpl; lia).
          replace cc with (cnt0 - 8)%uint63 by (apply toN_inj; toN_simpl; lia).
          reflexivity.
        - cbn [fblock] in Hb.
          assert (Ey : lane x s =
                       (fget0 (fchunk h 0) h aa lxor fget0 (fchunk h 0) h (b - aa))%uint63).
          { replace s with (times7 (ofN (N.of_nat j))).
            - apply block_lane; lia.
            - apply toN_inj. rewrite toN_times7; rewrite toN_ofN; lia. }
          rewrite Ey in Hb.
          set (y := (fget0 (fchunk h 0) h aa lxor fget0 (fchunk h 0) h (b - aa))%uint63) in *.
          destruct (y =? value)%uint63 eqn:C2; [discriminate|].
          assert (Hm : exists lo1, fmark (lo, arr) st y = (lo1, arr) /\
                         fblock K arr st x (s + 7) lo1 value = Some lo').
          { destruct (y <? 63)%uint63 eqn:C1.
            - exists (lo lor (1 << y))%uint63. split; [apply fmark_small; exact C1 | exact Hb].
            - destruct (arr.[y] =? st)%uint63 eqn:C3; [|discriminate].
              exists lo. split; [|exact Hb]. unfold fmark. rewrite C1, C3. reflexivity. }
          destruct Hm as (lo1 & Em & Hb1).
          cbn [Nat.add]. rewrite fsearch_run_S.
          rewrite (proj2 (eqb_false_spec cc 0)) by (intros ->; rewrite toN_0 in Ec; lia).
          rewrite Hv. cbn [negb]. unfold fsearch_step. fold y.
          rewrite Em, C2.
          apply (IH (S j) _ _ _ _ (s + 7)%uint63); auto; rewrite ?Nat2N.inj_succ; try lia;
            try (toN_simpl; lia).
          subst wk. rewrite <- add_assoc. f_equal. apply toN_inj. rewrite toN_add, !toN_ofN, toN_1;
            rewrite ?toN_ofN, ?toN_1; lia.
      Qed.
    End Block.

    (** A block that passes [fskip]'s test has no split of value [value]. *)
    Lemma fskip_block b value a0 :
      (toN value < 128)%N -> (1 <= toN a0)%N -> (2 * (toN a0 + 7) <= toN b)%N ->
      (toN b <= n)%N -> (toN b <= toN fR)%N ->
      ((pex || fexact8 (pwin pk (a0 + 7)) && fexact8 (pwin pr (fR - b + a0))) &&
       fnonzero8 (pwin pk (a0 + 7) lxor pwin pr (fR - b + a0) lxor (value * lanes_one)))%bool =
      true ->
      forall a', (toN a0 <= toN a' < toN a0 + 8)%N ->
        (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 <> value.
    Proof.
      intros Hv Ha Hab Hbn HbR T a' Ha'. apply andb_true_iff in T as [Hex Hnz].
      rewrite <- (block_lane b a0 8%uint63 ltac:(toN_simpl; lia) Ha Hab Hbn HbR Hex
                    (toN a' - toN a0) a') by lia.
      replace (toN a' - toN a0)%N with (N.of_nat (N.to_nat (toN a' - toN a0))) by lia.
      apply fnonzero8_bcast; [exact Hv | lia | exact Hnz].
    Qed.

    (** [fskip] passes over whole blocks of splits, none of value [value]. *)
    Lemma fskip_spec fuel : forall b value a cnt d0,
      (toN value < 128)%N -> (1 <= toN a)%N ->
      ((0 < toN cnt)%N -> (2 * (toN a + toN cnt - 1) <= toN b)%N) ->
      (toN b <= n)%N -> (toN b <= toN fR)%N ->
      (toN d0 + toN cnt < 2 ^ 62)%N -> (toN a + toN cnt < 2 ^ 62)%N ->
      exists j,
        toN (fskip fuel pex pk pr (fR - b) (value * lanes_one) a cnt d0) = (toN d0 + 8 * j)%N /\
        (8 * j <= toN cnt)%N /\
        forall a', (toN a <= toN a' < toN a + 8 * j)%N ->
          (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 <> value.
    Proof.
      induction fuel as [|fuel IH]; intros b value a cnt d0 Hv Ha Hab Hbn HbR Hd Hac.
      all: assert (Blocks : forall k kk, toN kk = (8 * k)%N -> (8 * k <= toN cnt)%N ->
                     (forall a', (toN a <= toN a' < toN a + 8 * k)%N ->
                       (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 <>
                       value) ->
                     exists j, toN (d0 + kk)%uint63 = (toN d0 + 8 * j)%N /\
                       (8 * j <= toN cnt)%N /\
                       forall a', (toN a <= toN a' < toN a + 8 * j)%N ->
                         (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 <>
                         value)
             by (intros k kk Hk Hkc Hy; exists k; split; [rewrite toN_add; lia|];
                 split; [exact Hkc | exact Hy]).
      all: assert (None : exists j, toN d0 = (toN d0 + 8 * j)%N /\ (8 * j <= toN cnt)%N /\
                     forall a', (toN a <= toN a' < toN a + 8 * j)%N ->
                       (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 <> value)
             by (exists 0%N; split; [lia|]; split; [lia|]; intros; lia).
      { exact None. }
      cbn [fskip]. destruct (cnt <? 8)%uint63 eqn:C; [exact None|].
      rewrite ltb_toN in C. apply N.ltb_ge in C. change (toN 8) with 8%N in C.
      rewrite pwin_cells.
      destruct ((pex || fexact8 (pwin pk (a + 7)) && fexact8 (pwin pr (fR - b + a))) &&
                fnonzero8 (pwin pk (a + 7) lxor pwin pr (fR - b + a) lxor (value * lanes_one)))%bool
        eqn:T1; [|exact None].
      pose proof (fskip_block b value a Hv Ha ltac:(lia) Hbn HbR T1) as B1.
      destruct (cnt <? 16)%uint63 eqn:C16.
      { apply (Blocks 1%N 8%uint63); [reflexivity | lia | intros a' Ha'; apply B1; lia]. }
      rewrite ltb_toN in C16. apply N.ltb_ge in C16. change (toN 16) with 16%N in C16.
      rewrite pwin_cells_next by (toN_simpl; lia).
      replace (a + 15)%uint63 with (a + 8 + 7)%uint63 by (apply toN_inj; toN_simpl; lia).
      replace (fR - b + a + 8)%uint63 with (fR - b + (a + 8))%uint63
        by (apply toN_inj; toN_simpl; lia).
      assert (Ea : toN (a + 8)%uint63 = (toN a + 8)%N) by (toN_simpl; lia).
      destruct ((pex || fexact8 (pwin pk (a + 8 + 7)) && fexact8 (pwin pr (fR - b + (a + 8)))) &&
                fnonzero8 (pwin pk (a + 8 + 7) lxor pwin pr (fR - b + (a + 8)) lxor
                           (value * lanes_one)))%bool eqn:T2.
      2:{ apply (Blocks 1%N 8%uint63); [reflexivity | lia | intros a' Ha'; apply B1; lia]. }
      pose proof (fskip_block b value (a + 8) Hv ltac:(lia) ltac:(lia) Hbn HbR T2) as B2.
      rewrite Ea in B2.
      assert (Ea16 : toN (a + 16)%uint63 = (toN a + 16)%N) by (toN_simpl; lia).
      assert (Ec : toN (cnt - 16)%uint63 = (toN cnt - 16)%N) by (toN_simpl; lia).
      assert (Ed : toN (d0 + 16)%uint63 = (toN d0 + 16)%N) by (toN_simpl; lia).
      destruct (IH b value (a + 16)%uint63 (cnt - 16)%uint63 (d0 + 16)%uint63 Hv ltac:(lia)
                  ltac:(intros; lia) Hbn HbR ltac:(lia) ltac:(lia)) as (j & Ej & Hj & Hy).
      exists (j + 2)%N. split; [rewrite Ej, Ed; lia|]. split; [lia|].
      intros a' Ha'. destruct (N.lt_ge_cases (toN a') (toN a + 8)) as [Lt|Ge]; [apply B1; lia|].
      destruct (N.lt_ge_cases (toN a') (toN a + 16)) as [Lt|Ge']; [apply B2; lia|].
      apply Hy. lia.
    Qed.

    (** The blocks take the splits that [fsearch_run] takes one by one. The blocks passed over
        ([fskip]) leave their marks unset, and when the one value left is found in a block the
        search ends with that value marked only: the two agree ([fres_rel]) rather than being
        equal. *)
    Lemma fsearch_blocks_rel fb fuel : forall st fn c b m value work a cnt,
      (toN cnt <= 8 * N.of_nat fuel + 8)%N -> (1 <= toN a)%N ->
      ((0 < toN cnt)%N -> (2 * (toN a + toN cnt - 1) <= toN b)%N) ->
      (toN b <= n)%N -> (toN b <= toN fR)%N ->
      (toN c <= toN fb)%N -> (toN fb <= 65536)%N -> fstamped fb st m ->
      fres_rel fb st fn c
        (fsearch_blocks P tab ftabw ftabn fk0 fuel (fchunk h 0) h pex pk pr (fR - b) st fn c b m
           value work a cnt)
        (fsearch_run P tab ftabw ftabn fk0 (8 * fuel + 8) (fchunk h 0) h st fn c b m value work
           a cnt).
    Proof.
      induction fuel as [|fuel IH];
        intros st fn c b m value work a cnt Hcnt Ha Hab Hbn HbR Hc Hfb Sm.
      { apply fsearch_run_refl; [exact Hc | lia | exact Sm]. }
      assert (Stamped : forall f m' v' w' a' cnt', fstamped fb st m' ->
                fstamped fb st (fst (fst (fsearch_run P tab ftabw ftabn fk0 f (fchunk h 0) h st fn c
                                           b m' v' w' a' cnt')))).
      { intros f m' v' w' a' cnt' S'.
        pose proof (fsearch_run_refl fb f (fchunk h 0) h st fn c b m' v' w' a' cnt' Hc
                      ltac:(lia) S') as R.
        cbv zeta in R.
        destruct (fsearch_run P tab ftabw ftabn fk0 f (fchunk h 0) h st fn c b m' v' w' a' cnt')
          as [[m1 v1] w1].
        apply R. }
      destruct m as [lo arr].
      cbn [fsearch_blocks].
      destruct (negb (value <? c))%uint63 eqn:Stop.
      { rewrite fsearch_run_stop_any by exact Stop.
        apply fres_rel_same; [intros u _ _; reflexivity | exact Sm | exact Sm]. }
      destruct (cnt <? 8)%uint63 eqn:Small.
      { rewrite ltb_toN in Small; apply N.ltb_lt in Small; change (toN 8) with 8%N in Small.
        rewrite (fsearch_run_fuel (8 * S fuel + 8) 8) by (change (N.of_nat 8) with 8%N; lia).
        apply fsearch_run_refl; [exact Hc | lia | exact Sm]. }
      rewrite ltb_toN in Small. apply N.ltb_ge in Small. change (toN 8) with 8%N in Small.
      apply negb_false_iff in Stop.
      specialize (Hab ltac:(lia)).
      remember (fsingle P ftabw ftabn fk0 lo fn c value) as sg eqn:Esg.
      assert (Single : sg = true -> (toN value < toN c < 63)%N /\
                forall v, (toN v < toN c)%N -> v <> value -> frare P tab fk0 v fn = true ->
                          fmarked (lo, arr) st v = true).
      { intros E. rewrite E in Esg. destruct (fsingle_spec lo arr st fn c value (eq_sym Esg) Stop)
          as [Hc63 Hone].
        split; [|exact Hone]. rewrite ltb_toN in Stop. apply N.ltb_lt in Stop. lia. }
      remember (if sg then fskip 64 pex pk pr (fR - b) (value * lanes_one) a cnt 0 else 0%uint63)
        as d eqn:Ed.
      (* the blocks passed over: none has a split of value [value] *)
      assert (Hd : (toN d <= toN cnt)%N /\
                   (forall a', (toN a <= toN a' < toN a + toN d)%N ->
                      (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 <>
                      value) /\
                   (sg = false -> d = 0%uint63)).
      { destruct sg.
        - destruct (Single eq_refl) as [Hv _].
          destruct (fskip_spec 64 b value a cnt 0 ltac:(lia) Ha (fun _ => Hab) Hbn HbR
                      ltac:(rewrite toN_0; lia) ltac:(lia)) as (j & Ej & Hj & Hy).
          rewrite <- Ed, toN_0 in Ej. split; [lia|]. split; [intros a' Ha'; apply Hy; lia|].
          discriminate.
        - subst d. rewrite toN_0. split; [lia|]. split; [intros; lia | reflexivity]. }
      destruct Hd as (Hdc & Hdy & Hd0).
      remember (a + d)%uint63 as a1 eqn:Ea1. remember (cnt - d)%uint63 as cnt1 eqn:Ec1.
      remember (work + d)%uint63 as w1 eqn:Ew1.
      assert (Ta1 : toN a1 = (toN a + toN d)%N) by (subst a1; toN_simpl; lia).
      assert (Tc1 : toN cnt1 = (toN cnt - toN d)%N) by (subst cnt1; toN_simpl; lia).
      (* the search from [a] agrees with the search from [a1] *)
      assert (Pass : fres_rel fb st fn c
                (fsearch_run P tab ftabw ftabn fk0 (8 * S fuel + 8) (fchunk h 0) h st fn c b
                   (lo, arr) value w1 a1 cnt1)
                (fsearch_run P tab ftabw ftabn fk0 (8 * S fuel + 8) (fchunk h 0) h st fn c b
                   (lo, arr) value work a cnt)).
      { destruct sg.
        2:{ rewrite (Hd0 eq_refl) in Ea1, Ec1, Ew1. rewrite iadd0_r in Ea1, Ew1.
            rewrite sub0_r in Ec1. subst a1 cnt1 w1.
            apply fsearch_run_refl; [exact Hc | lia | exact Sm]. }
        destruct (Single eq_refl) as [_ Hone].
        set (K := N.to_nat (toN d)).
        assert (EK : (8 * S fuel + 8)%nat = (K + (8 * S fuel + 8 - K))%nat) by lia.
        assert (R : fsearch_run P tab ftabw ftabn fk0 (8 * S fuel + 8) (fchunk h 0) h st fn c b
                      (lo, arr) value work a cnt =
                    fsearch_run P tab ftabw ftabn fk0 (K + (8 * S fuel + 8 - K)) (fchunk h 0) h st
                      fn c b (lo, arr) value work a cnt) by (rewrite <- EK; reflexivity).
        rewrite R, (fsearch_run_add K _ d) by lia.
        pose proof (fsearch_run_pass fb K (fchunk h 0) h st fn c b (lo, arr) value work a d Stop Hc
                      Hone Sm ltac:(lia) ltac:(lia) ltac:(intros a' Ha'; apply Hdy; lia)) as P1.
        destruct (fsearch_run P tab ftabw ftabn fk0 K (fchunk h 0) h st fn c b (lo, arr) value work
                    a d) as [[m1 v1] w1'].
        destruct P1 as (-> & -> & E1 & S1).
        replace (ofN (N.of_nat K)) with d by (unfold K; rewrite N2Nat.id; symmetry; apply ofN_toN).
        rewrite <- Ea1, <- Ec1, <- Ew1.
        rewrite (fsearch_run_fuel (8 * S fuel + 8 - K) (8 * S fuel + 8)) by lia.
        apply fsearch_run_fmeq; [exact Hc | lia | exact Sm | exact S1 | apply fmeq_sym, E1]. }
      eapply fres_rel_trans; [|exact Pass]. clear Pass.
      assert (Hab1 : (2 * (toN a1 + toN cnt1 - 1) <= toN b)%N) by lia.
      destruct (cnt1 <? 8)%uint63 eqn:Small1.
      { rewrite ltb_toN in Small1; apply N.ltb_lt in Small1; change (toN 8) with 8%N in Small1.
        rewrite (fsearch_run_fuel (8 * S fuel + 8) 8) by (change (N.of_nat 8) with 8%N; lia).
        apply fsearch_run_refl; [exact Hc | lia | exact Sm]. }
      rewrite ltb_toN in Small1. apply N.ltb_ge in Small1. change (toN 8) with 8%N in Small1.
      assert (Ha1 : (1 <= toN a1)%N) by lia.
      replace (8 * S fuel + 8)%nat with (8 + (8 * fuel + 8))%nat by lia.
      destruct (pex || fexact8 (pwin pk (a1 + 7)) && fexact8 (pwin pr (fR - b + a1)))%bool eqn:Ex.
      - set (x := (pwin pk (a1 + 7) lxor pwin pr (fR - b + a1))%uint63).
        (* lane [j] of [x] is split [a1 + j] *)
        assert (Hlane : forall a', (toN a1 <= toN a' < toN a1 + 8)%N ->
                  (fget0 (fchunk h 0) h a' lxor fget0 (fchunk h 0) h (b - a'))%uint63 =
                  lane x (times7 (ofN (toN a' - toN a1)))).
        { intros a' Ha'. symmetry.
          apply (block_lane b a1 cnt1 Small1 Ha1 ltac:(lia) Hbn HbR Ex); lia. }
        remember (if sg then flane_first 8 x value 0 0 else 8%uint63) as j eqn:Ej.
        destruct (j <? 8)%uint63 eqn:J.
        + (* the value left is in the block: the search ends there *)
          rewrite ltb_toN in J. apply N.ltb_lt in J. change (toN 8) with 8%N in J.
          destruct sg; [|cbn in Ej; subst j; change (toN 8) with 8%N in J; lia].
          destruct (Single eq_refl) as [Hv Hone].
          destruct (flane_first_spec x value 8 0 0 ltac:(rewrite toN_0; cbn; lia)
                      ltac:(rewrite toN_0; reflexivity)) as (F1 & F2 & F3).
          rewrite <- Ej, toN_0 in F1, F2, F3. cbn in F2.
          specialize (F2 J).
          set (K := N.to_nat (toN j)).
          assert (EK : (8 + (8 * fuel + 8))%nat = (K + S (8 + (8 * fuel + 8) - K - 1))%nat)
            by lia.
          rewrite EK, (fsearch_run_add K _ j) by lia.
          pose proof (fsearch_run_pass fb K (fchunk h 0) h st fn c b (lo, arr) value w1 a1 j Stop
                        Hc Hone Sm ltac:(lia) ltac:(lia)) as P1.
          lapply P1; clear P1.
          2:{ intros a' Ha'. rewrite Hlane by lia. apply F3.
              rewrite toN_ofN; pose proof (toN_bound a'); lia. }
          intros P1.
          destruct (fsearch_run P tab ftabw ftabn fk0 K (fchunk h 0) h st fn c b (lo, arr) value
                      w1 a1 j) as [[m2 v2] w2].
          destruct P1 as (-> & -> & E2 & S2).
          replace (ofN (N.of_nat K)) with j
            by (unfold K; rewrite N2Nat.id; symmetry; apply ofN_toN).
          rewrite fsearch_run_S.
          rewrite (proj2 (eqb_false_spec (cnt1 - j) 0))
            by (intros E0; apply (f_equal toN) in E0; rewrite toN_0 in E0; revert E0; toN_simpl;
                lia).
          rewrite Stop. cbn [negb]. unfold fsearch_step. cbn beta iota zeta.
          assert (Ey : (fget0 (fchunk h 0) h (a1 + j) lxor
                        fget0 (fchunk h 0) h (b - (a1 + j)))%uint63 = value).
          { rewrite Hlane by (toN_simpl; lia).
            replace (ofN (toN (a1 + j) - toN a1)) with j; [exact F2|].
            apply toN_inj. rewrite toN_ofN; toN_simpl; lia. }
          rewrite Ey, eqb_refl.
          assert (Hall : forall v, (toN v < toN c)%N -> frare P tab fk0 v fn = true ->
                           fmarked (fmark m2 st value) st v = true).
          { intros v Hvc Hr. destruct (v =? value)%uint63 eqn:Ev.
            - apply eqb_spec in Ev. subst v. apply fmarked_fmark_same. left. lia.
            - apply eqb_false_spec in Ev. apply fmarked_fmark_mono. rewrite E2 by assumption.
              apply Hone; assumption. }
          rewrite (ffirst_unmarked_rare_all (fmark m2 st value) st fn c ltac:(lia) Hall).
          rewrite fsearch_run_stop_any
            by (rewrite ltb_toN; apply negb_true_iff, N.ltb_ge; lia).
          cbn. split; [reflexivity|]. split; [reflexivity|].
          split; [|split; [exact Sm | apply fmark_stamped, S2]].
          intros v Hvc Hr. rewrite Hall by assumption. unfold fmarked.
          assert (V : (v <? 63)%uint63 = true)
            by (rewrite ltb_toN; apply N.ltb_lt; change (toN 63) with 63%N; lia).
          rewrite V, lor_spec, bit_one_shift'
            by (rewrite ltb_toN in V; apply N.ltb_lt in V; exact V).
          destruct (v =? value)%uint63 eqn:Ev.
          * apply eqb_spec in Ev. subst v. rewrite eqb_refl, orb_true_r. reflexivity.
          * apply eqb_false_spec in Ev. pose proof (Hone v Hvc Ev Hr) as Hm.
            unfold fmarked in Hm. rewrite V in Hm. rewrite Hm. reflexivity.
        + (* the block as before *)
          clear j Ej J.
          destruct (fsmall8 x && negb (Uint63.bit (fmask8 x) value)) eqn:B.
          * rewrite (fblock_steps st fn c b arr value w1 a1 cnt1 (8 * fuel + 8) Small1 Stop Ha1
                       ltac:(lia) Hbn HbR Ex 8 0 lo w1 a1 cnt1 0%uint63 (lo lor fmask8 x)%uint63)
              by (reflexivity || (cbn; rewrite ?toN_0; lia) ||
                  exact (fblock_fast arr st x lo value B) ||
                  (change (ofN (N.of_nat 0)) with 0%uint63; apply toN_inj;
                   pose proof (toN_bound w1); rewrite toN_add; rewrite ?toN_0; lia)).
            apply IH; try (toN_simpl; lia); exact Sm.
          * destruct (if Uint63.bit (fmask8 x) value then None else fblock 8 arr st x 0 lo value)
              as [lo'|] eqn:Fb.
            -- assert (Fb' : fblock 8 arr st x 0 lo value = Some lo')
                 by (destruct (Uint63.bit (fmask8 x) value); [discriminate | exact Fb]).
               rewrite (fblock_steps st fn c b arr value w1 a1 cnt1 (8 * fuel + 8) Small1 Stop Ha1
                          ltac:(lia) Hbn HbR Ex 8 0 lo w1 a1 cnt1 0%uint63 lo')
                 by (reflexivity || (cbn; rewrite ?toN_0; lia) || exact Fb' ||
                     (change (ofN (N.of_nat 0)) with 0%uint63; apply toN_inj;
                      pose proof (toN_bound w1); rewrite toN_add; rewrite ?toN_0; lia)).
               apply IH; try (toN_simpl; lia); exact Sm.
            -- rewrite (fsearch_run_add 8 (8 * fuel + 8) 8%uint63) by (cbn; lia).
               change x with (pwin pk (a1 + 7) lxor pwin pr (fR - b + a1))%uint63.
               rewrite (flanes_steps st fn c b a1 cnt1 Small1 Ha1 ltac:(lia) Hbn HbR Ex 8 0
                          (lo, arr) value w1 a1 8%uint63 0%uint63)
                 by (reflexivity || (cbn; rewrite ?toN_0; lia)).
               pose proof (Stamped 8%nat (lo, arr) value w1 a1 8%uint63 Sm) as S1.
               destruct (fsearch_run P tab ftabw ftabn fk0 8 (fchunk h 0) h st fn c b (lo, arr)
                           value w1 a1 8) as [[m1 v1] w2].
               apply IH; try (toN_simpl; lia); exact S1.
      - rewrite (fsearch_run_add 8 (8 * fuel + 8) 8%uint63) by (cbn; lia).
        rewrite fsearch_go_run by (cbn; lia).
        pose proof (Stamped 8%nat (lo, arr) value w1 a1 8%uint63 Sm) as S1.
        destruct (fsearch_run P tab ftabw ftabn fk0 8 (fchunk h 0) h st fn c b (lo, arr) value
                    w1 a1 8) as [[m1 v1] w2].
        apply IH; try (toN_simpl; lia); exact S1.
    Qed.
  End Packed.
End Blocks.

(** ** The machine loop computes what [sparse_values] computes *)

Lemma Forall2_weaken {A B} (R1 R2 : A -> B -> Prop) l fl :
  (forall a b, R1 a b -> R2 a b) -> Forall2 R1 l fl -> Forall2 R2 l fl.
Proof. intros H. induction 1; constructor; auto. Qed.

Lemma Forall2_map_conv {A B} (f : A -> B) l : Forall2 (fun a b => b = f a) l (map f l).
Proof. induction l; constructor; auto. Qed.

Lemma pow2_size_le x : (x < 65536)%N -> (2 ^ N.size x <= 65536)%N.
Proof.
  intros H. destruct (N.eq_dec x 0) as [->|Hx]; [simpl; lia|].
  rewrite N.size_log2 by exact Hx. change 65536%N with (2 ^ 16)%N.
  apply N.pow_le_mono_r; [lia|]. change 65536%N with (2 ^ 16)%N in H.
  apply N.log2_lt_pow2 in H; lia.
Qed.

Lemma filter_length_le {A} (f : A -> bool) l : (List.length (filter f l) <= List.length l)%nat.
Proof. induction l as [|a l IH]; simpl; [lia|]. destruct (f a); simpl; lia. Qed.

Lemma toN_lsr3 x : toN (x >> 3)%uint63 = (toN x / 8)%N.
Proof.
  unfold toN. rewrite phi_lsr3. pose proof (to_Z_bounded x). rewrite Z2N.inj_div by lia.
  reflexivity.
Qed.

(** The packed values ([f_pk], [f_pr]) hold the first [n] values of the history as [fsat]
    gives them, zeros above;
    value [i] is at [i + 7] in [pk], so that the eight first parts of a block of splits from
    [a = 1 + 8 j] are one cell, and at [fR - i] in [pr]. *)
Definition pinv (h : fhist) (pk pr : array int) (fR : int) (n : N) : Prop :=
  (forall i, (toN i < 2 ^ 62)%N ->
     toN (pget pk (i + 7)) = if (toN i <? n)%N then toN (fsat (fget h i)) else 0%N) /\
  (forall t, (toN t <= toN fR)%N ->
     toN (pget pr t) = if (toN fR - toN t <? n)%N then toN (fsat (fget h (fR - t))) else 0%N) /\
  (forall q, high_clear pk.[q]) /\ (forall q, high_clear pr.[q]) /\
  (toN fR / 8 < toN (PArray.length pk))%N /\ (toN fR / 8 < toN (PArray.length pr))%N.

(** Value [v] of heap [n] written to the history and to both packed arrays. *)
Lemma pinv_step h h' pk pr fR n fn v :
  toN fn = n -> (n + 7 <= toN fR)%N -> (toN fR < 2 ^ 40)%N ->
  (forall j, fget h' j = if (fn =? j)%uint63 then v else fget h j) ->
  pinv h pk pr fR n ->
  pinv h' (pput pk (fn + 7) (fsat v)) (pput pr (fR - fn) (fsat v)) fR (n + 1).
Proof.
  intros Hn HnR HR Hset (Hk & Hr & Hkc & Hrc & Hkl & Hrl).
  assert (Hv' : (φ (fsat v)%uint63 < 128)%Z) by (rewrite phi_toN; pose proof (toN_fsat v); lia).
  assert (E7 : forall i, (toN i < 2 ^ 62)%N -> toN (i + 7)%uint63 = (toN i + 7)%N)
    by (intros i Hi; rewrite toN_add; change (toN 7) with 7%N; lia).
  assert (Ek0 : pget pk (fn + 7) = 0%uint63).
  { apply toN_inj. rewrite Hk, toN_0, Hn by lia. rewrite (proj2 (N.ltb_ge _ _)) by lia.
    reflexivity. }
  assert (Er0 : pget pr (fR - fn) = 0%uint63).
  { apply toN_inj. rewrite Hr, toN_0 by (rewrite toN_sub; lia).
    rewrite toN_sub by lia. rewrite (proj2 (N.ltb_ge _ _)) by lia. reflexivity. }
  assert (Lk : (φ ((fn + 7) >> 3)%uint63 < φ (PArray.length pk)%uint63)%Z).
  { rewrite !phi_toN, toN_lsr3, E7 by lia.
    pose proof (N.div_le_mono (toN fn + 7) (toN fR) 8 ltac:(lia) ltac:(lia)). lia. }
  assert (Lr : (φ ((fR - fn) >> 3)%uint63 < φ (PArray.length pr)%uint63)%Z).
  { rewrite !phi_toN, toN_lsr3, toN_sub by lia.
    pose proof (N.div_le_mono (toN fR - toN fn) (toN fR) 8 ltac:(lia) ltac:(lia)). lia. }
  split; [|split; [|split; [|split; [|split]]]].
  - intros i Hi. rewrite pget_pput by assumption.
    assert (Ei : (fn + 7 =? i + 7)%uint63 = (fn =? i)%uint63)
      by (rewrite !eqb_toN, !E7 by lia; apply eq_iff_eq_true; rewrite !N.eqb_eq; lia).
    rewrite Ei. destruct (fn =? i)%uint63 eqn:E.
    + apply eqb_spec in E. subst i. rewrite Hset, eqb_refl, Hn.
      rewrite (proj2 (N.ltb_lt _ _)) by lia. reflexivity.
    + rewrite Hk, Hset, E by exact Hi. apply eqb_false_spec in E.
      assert (toN i <> n) by (intros E'; apply E, toN_inj; lia).
      destruct (N.ltb_spec (toN i) n); destruct (N.ltb_spec (toN i) (n + 1)); try lia;
        reflexivity.
  - intros t Ht. rewrite pget_pput by assumption. destruct ((fR - fn) =? t)%uint63 eqn:E.
    + apply eqb_spec in E. subst t. rewrite toN_sub by lia.
      rewrite (proj2 (N.ltb_lt _ _)) by lia.
      replace (fR - (fR - fn))%uint63 with fn by (apply toN_inj; rewrite !toN_sub; lia).
      rewrite Hset, eqb_refl. reflexivity.
    + rewrite Hr by exact Ht. apply eqb_false_spec in E.
      assert (toN fR - toN t <> n)%N.
      { intros E'. apply E, toN_inj. rewrite toN_sub; lia. }
      rewrite Hset. destruct (fn =? fR - t)%uint63 eqn:E2.
      { apply eqb_spec in E2. exfalso. apply (f_equal toN) in E2. rewrite toN_sub in E2 by lia.
        lia. }
      destruct (N.ltb_spec (toN fR - toN t) n); destruct (N.ltb_spec (toN fR - toN t) (n + 1));
        try lia; reflexivity.
  - apply high_clear_pput; assumption.
  - apply high_clear_pput; assumption.
  - rewrite length_pput. exact Hkl.
  - rewrite length_pput. exact Hrl.
Qed.

(** ** The rare marks of eight heaps at once are those of each heap *)

(** The marks of the middle rare positions of [rs] read at [M - r], each mark [y] as bit
    [y - o], joined to [acc]: [o] is 0 for the word of the marks below 63, 63 for the word of
    those from 63 to 125. *)
Definition inner (o : int) (g : int -> int) (rs : list (int * int)) (hi M acc : int) : int :=
  fold_left (fun acc rx => if fmid hi (fst rx)
                           then (acc lor (1 << ((snd rx lxor g (M - fst rx)) - o)))%uint63
                           else acc)
    rs acc.

(** Their marks at heap [N] for every splitting place. *)
Definition midbits (o : int) (fks : list (int * nat)) (g : int -> int) (rs : list (int * int))
    (hi N : int) : int :=
  fold_left (fun acc k => inner o g rs hi (N - fst k) acc) fks 0%uint63.

Lemma inner_cons o g r x rs hi M acc :
  inner o g ((r, x) :: rs) hi M acc =
  inner o g rs hi M (if fmid hi r then (acc lor (1 << ((x lxor g (M - r)) - o)))%uint63 else acc).
Proof. reflexivity. Qed.

Lemma inner_bit o g rs hi M acc i : (toN i < 63)%N ->
  Uint63.bit (inner o g rs hi M acc) i = true <->
  Uint63.bit acc i = true \/
  exists r x, In (r, x) rs /\ fmid hi r = true /\ ((x lxor g (M - r)) - o)%uint63 = i.
Proof.
  intros Hi. revert acc. induction rs as [|[r x] rs IH]; intros acc.
  { split; [intros H; left; exact H | intros [H|(r & x & [] & _)]; exact H]. }
  rewrite inner_cons, IH. destruct (fmid hi r) eqn:Mid.
  - rewrite lor_spec, orb_true_iff, bit_one_shift' by exact Hi. rewrite eqb_spec. split.
    + intros [[A|A]|(r' & x' & Hin & Hm & E)];
        [left; exact A | right; exists r, x; split; [left; reflexivity | auto] |
         right; exists r', x'; split; [right; exact Hin | auto]].
    + intros [A|(r' & x' & [E|Hin] & Hm & E')];
        [left; left; exact A | injection E as -> ->; left; right; exact E' |
         right; exists r', x'; auto].
  - split.
    + intros [A|(r' & x' & Hin & Hm & E)];
        [left; exact A | right; exists r', x'; split; [right; exact Hin | auto]].
    + intros [A|(r' & x' & [E|Hin] & Hm & E')];
        [left; exact A | injection E as -> ->; congruence | right; exists r', x'; auto].
Qed.

(** Bit [i] of the word of a heap: some middle rare position and splitting place give it. *)
Lemma midbits_bit o fks g rs hi N i : (toN i < 63)%N ->
  Uint63.bit (midbits o fks g rs hi N) i = true <->
  exists k r x, In k fks /\ In (r, x) rs /\ fmid hi r = true /\
                ((x lxor g (N - fst k - r)) - o)%uint63 = i.
Proof.
  intros Hi.
  assert (G : forall acc,
             Uint63.bit (fold_left (fun acc k => inner o g rs hi (N - fst k) acc) fks acc) i
             = true <->
             Uint63.bit acc i = true \/
             exists k r x, In k fks /\ In (r, x) rs /\ fmid hi r = true /\
                           ((x lxor g (N - fst k - r)) - o)%uint63 = i).
  { induction fks as [|k fks IH]; intros acc; cbn [fold_left].
    - split; [intros H; left; exact H | intros [H|(k & r & x & [] & _)]; exact H].
    - rewrite IH, inner_bit by exact Hi. split.
      + intros [[A|(r & x & Hin & Hm & E)]|(k' & r & x & Hk & Hin & Hm & E)];
          [left; exact A | right; exists k, r, x; split; [left; reflexivity | auto] |
           right; exists k', r, x; split; [right; exact Hk | auto]].
      + intros [A|(k' & r & x & [<-|Hk] & Hin & Hm & E)];
          [left; left; exact A | left; right; exists r, x; auto |
           right; exists k', r, x; auto]. }
  unfold midbits. rewrite G, bit_0.
  split; [intros [A|A]; [discriminate | exact A] | intros A; right; exact A].
Qed.

Lemma rkeep_list hi rs :
  rlist_list (rkeep hi rs) = filter (fun rx => negb (fmid hi (fst rx))) (rlist_list rs).
Proof.
  induction rs as [|r x rs IH]; [reflexivity|]. cbn [rkeep rlist_list filter fst].
  destruct (fmid hi r); cbn [negb rlist_list]; rewrite IH; reflexivity.
Qed.

(** ** Lanes of a word, on [φ] *)

Lemma Zland_le_r a b : (0 <= b)%Z -> (Z.land a b <= b)%Z.
Proof.
  intros Hb.
  assert (E : (Z.land a b + Z.ldiff b a)%Z = b).
  { rewrite Z.add_nocarry_lxor.
    - apply Z.bits_inj'. intros n Hn. rewrite Z.lxor_spec, Z.land_spec, Z.ldiff_spec.
      destruct (Z.testbit a n), (Z.testbit b n); reflexivity.
    - apply Z.bits_inj'. intros n Hn. rewrite Z.land_spec, Z.land_spec, Z.ldiff_spec, Z.bits_0.
      destruct (Z.testbit a n), (Z.testbit b n); reflexivity. }
  assert (0 <= Z.ldiff b a)%Z by (rewrite Z.ldiff_land; apply Z.land_nonneg; left; exact Hb).
  lia.
Qed.

(** The eight lane places. *)
(** The concrete facts of the eight lanes that [lanes_dirty_clear] uses. *)
Lemma dirty_check :
  forallb (fun j =>
    let s := (7 * Z.of_nat j)%Z in
    (35745105703854015 mod 2 ^ s + 567382630219905 mod 2 ^ s <? 2 ^ s)%Z &&
    Z.eqb (567382630219905 mod 2 ^ (s + 7)) (567382630219905 mod 2 ^ s + 2 ^ s) &&
    negb (Z.testbit 35745105703854015 (s + 6)) &&
    forallb (fun i => Z.testbit 35745105703854015 (s + Z.of_nat i)) (seq 0 6))
    (seq 0 8) = true.
Proof. vm_compute. reflexivity. Qed.

(** Bit 6 of lane [j] of [lanes_dirty z] clear: lane [j] of [z] is below 126. *)
Lemma lanes_dirty_clear z j : (j < 8)%nat ->
  Uint63.bit (lanes_dirty z) (times7 (ofN (N.of_nat j)) + 6)%uint63 = false ->
  (lane z (times7 (ofN (N.of_nat j))) <? 126)%uint63 = true.
Proof.
  intros Hj H. destruct (lane_places j Hj) as (s & Es & Hs). rewrite Es in *.
  pose proof dirty_check as C. rewrite forallb_forall in C.
  specialize (C j ltac:(apply in_seq; lia)). cbv zeta in C.
  rewrite !andb_true_iff in C. destruct C as (((C1 & C2) & C3) & C4).
  apply Z.ltb_lt in C1. apply Z.eqb_eq in C2. apply negb_true_iff in C3.
  rewrite forallb_forall in C4. rewrite <- Hs in C1, C2, C3, C4.
  set (Z := φ z%uint63). set (L6 := 35745105703854015%Z). set (ONE := 567382630219905%Z).
  pose proof (to_Z_bounded z) as Bz. fold Z in Bz.
  assert (HS : (0 <= φ s%uint63 <= 49)%Z) by lia.
  assert (HW : φ (z >> 1)%uint63 = (Z / 2 ^ 1)%Z) by (rewrite lsr_spec; reflexivity).
  assert (BW : (0 <= Z / 2 ^ 1 < 2 ^ 62)%Z).
  { split; [apply Z.div_pos; lia|]. apply Z.div_lt_upper_bound; [lia|].
    change wB with (2 ^ 63)%Z in Bz. lia. }
  set (X := Z.land (Z / 2 ^ 1) L6).
  assert (HX0 : (0 <= X)%Z) by (apply Z.land_nonneg; right; unfold L6; lia).
  assert (HXL : (X <= L6)%Z) by (apply Zland_le_r; unfold L6; lia).
  assert (Hsum : (φ (((z >> 1) land lanes_low6) + lanes_one)%uint63 = X + ONE)%Z).
  { rewrite add_spec, land_spec', HW. change (φ lanes_low6%uint63) with L6.
    change (φ lanes_one%uint63) with ONE. apply Z.mod_small. fold X.
    change wB with (2 ^ 63)%Z. unfold L6, ONE in *; lia. }
  unfold lanes_dirty in H. rewrite bitE, Hsum, add_spec in H.
  change (φ 6%uint63) with 6%Z in H.
  rewrite Z.mod_small in H by (change wB with 9223372036854775808%Z; lia).
  assert (Hlow : (X mod 2 ^ φ s%uint63 + ONE mod 2 ^ φ s%uint63 < 2 ^ φ s%uint63)%Z).
  { assert (X mod 2 ^ φ s%uint63 <= L6 mod 2 ^ φ s%uint63)%Z.
    { unfold X. rewrite <- !Z.land_ones by lia. rewrite <- Z.land_assoc.
      apply Zland_le_r. apply Z.land_nonneg. left; unfold L6; lia. }
    unfold L6, ONE in *; lia. }
  assert (Hb1 : Z.testbit X (φ s%uint63 + 6) = false)
    by (unfold X, L6; rewrite Z.land_spec, C3, andb_false_r; reflexivity).
  destruct (lane_step X (φ s%uint63) ltac:(lia) HX0 Hlow C2 Hb1 H) as [Lt _].
  (* lane [j] of [X] is that of [z] halved *)
  assert (E : ((X / 2 ^ φ s%uint63) mod 2 ^ 7 = ((Z / 2 ^ φ s%uint63) mod 2 ^ 7) / 2 ^ 1)%Z).
  { apply Z.bits_inj'. intros i Hi. rewrite (Z.div_pow2_bits _ 1) by lia.
    destruct (Z.lt_ge_cases i 6) as [Lo|Ge].
    - rewrite !Z.mod_pow2_bits_low by lia. rewrite !Z.div_pow2_bits by lia. unfold X.
      rewrite Z.land_spec, Z.div_pow2_bits by lia.
      specialize (C4 (Z.to_nat i) ltac:(apply in_seq; lia)).
      replace (φ s%uint63 + Z.of_nat (Z.to_nat i))%Z with (i + φ s%uint63)%Z in C4 by lia.
      unfold L6. rewrite C4, andb_true_r. f_equal. lia.
    - destruct (Z.eq_dec i 6) as [->|Ne].
      + rewrite Z.mod_pow2_bits_low, Z.div_pow2_bits by lia.
        rewrite Z.mod_pow2_bits_high by lia. rewrite Z.add_comm. exact Hb1.
      + rewrite !Z.mod_pow2_bits_high by lia. reflexivity. }
  change (2 ^ 7)%Z with 128%Z in E. change (2 ^ 1)%Z with 2%Z in E.
  apply ltb_spec. change (φ 126%uint63) with 126%Z. rewrite phi_lane. fold Z.
  rewrite E in Lt. set (l := ((Z / 2 ^ φ s%uint63) mod 128)%Z) in *.
  pose proof (Z.div_mod l 2 ltac:(lia)). pose proof (Z.mod_pos_bound l 2 ltac:(lia)). lia.
Qed.

(** ** The walk of a block gives each heap's marks of the middle rare positions *)

Definition pick8_nat (j : nat) (a0 a1 a2 a3 a4 a5 a6 a7 : int) : int :=
  match j with
  | 0 => a0 | 1 => a1 | 2 => a2 | 3 => a3 | 4 => a4 | 5 => a5 | 6 => a6 | _ => a7
  end.

Lemma pick8_eq j a0 a1 a2 a3 a4 a5 a6 a7 : (j < 8)%nat ->
  pick8 (ofN (N.of_nat j)) a0 a1 a2 a3 a4 a5 a6 a7 = pick8_nat j a0 a1 a2 a3 a4 a5 a6 a7.
Proof.
  intros Hj. do 8 (destruct j as [|j]; [reflexivity|]). lia.
Qed.

Definition blane_nat (bl : blanes) (j : nat) : int :=
  pick8_nat j (bl0 bl) (bl1 bl) (bl2 bl) (bl3 bl) (bl4 bl) (bl5 bl) (bl6 bl) (bl7 bl).
Definition blane_hi_nat (bl : blanes) (j : nat) : int :=
  pick8_nat j (bh0 bl) (bh1 bl) (bh2 bl) (bh3 bl) (bh4 bl) (bh5 bl) (bh6 bl) (bh7 bl).

Lemma blane_eq bl j : (j < 8)%nat -> blane bl (ofN (N.of_nat j)) = blane_nat bl j.
Proof. apply pick8_eq. Qed.

Lemma blane_hi_eq bl j : (j < 8)%nat -> blane_hi bl (ofN (N.of_nat j)) = blane_hi_nat bl j.
Proof. apply pick8_eq. Qed.


(** [y - 63] for [y] below 63 wraps around. *)
Lemma phi_sub63 y : (toN y < 63)%N -> φ (y - 63)%uint63 = (φ y%uint63 - 63 + wB)%Z.
Proof.
  intros Hy. rewrite sub_spec. change (φ 63%uint63) with 63%Z. symmetry.
  apply Z.mod_unique_pos with (-1)%Z; rewrite phi_toN; change wB with (2 ^ 63)%Z; lia.
Qed.

(** A lane below 63 sets no bit of the high word. *)
Lemma small_hi z j : fsmall8 z = true -> (j < 8)%nat ->
  (lane z (times7 (ofN (N.of_nat j))) <? 63)%uint63 = true /\
  (1 << (lane z (times7 (ofN (N.of_nat j))) - 63))%uint63 = 0%uint63.
Proof.
  intros Sm Hj. destruct (lane_places j Hj) as (s & Es & Hs). rewrite Es.
  assert (L : (lane z s <? 63)%uint63 = true)
    by (apply fsmall8_lane; [exact Sm | exists (Z.of_nat j); split; lia]).
  split; [exact L|]. rewrite ltb_toN in L. apply N.ltb_lt in L. change (toN 63) with 63%N in L.
  apply to_Z_inj. rewrite lsl_spec. change (φ 1%uint63) with 1%Z. change (φ 0%uint63) with 0%Z.
  rewrite (phi_sub63 _ L), Z.mul_1_l. change wB with (2 ^ 63)%Z.
  rewrite phi_toN. replace (Z.of_N (toN (lane z s)) - 63 + 2 ^ 63)%Z
    with (63 + (Z.of_N (toN (lane z s)) - 63 + 2 ^ 63 - 63))%Z by ring.
  rewrite Z.pow_add_r by lia. rewrite Z.mul_comm. apply Z_mod_mult.
Qed.

Section Walk.
  Variables (pk : array int) (hi w : int).
  Hypothesis Hpk : forall q, high_clear pk.[q].
  Hypothesis Hhw : (toN hi + 7 <= toN w)%N.
  Hypothesis Hw : (toN w < 2 ^ 60)%N.

  (** The value at [i] read from the packed values. *)
  Definition gpk (i : int) : int := pget pk (i + 7).

  (** Lane [j] of the word of a middle rare position [(r, x)] is its mark at heap [b + j]. *)
  Lemma walk_lane r x j : fmid hi r = true -> (toN x < 128)%N -> (j < 8)%nat ->
    lane (pwin pk (w - r) lxor (x * lanes_one))%uint63 (times7 (ofN (N.of_nat j))) =
    (x lxor gpk (w - 7 + ofN (N.of_nat j) - r))%uint63.
  Proof.
    intros Hm Hx Hj. unfold fmid in Hm. apply andb_true_iff in Hm as [H8 Hr].
    rewrite leb_toN in H8. rewrite ltb_toN in Hr. apply N.leb_le in H8. apply N.ltb_lt in Hr.
    change (toN 8) with 8%N in H8.
    assert (Ej : toN (ofN (N.of_nat j)) = N.of_nat j) by (apply toN_ofN; lia).
    rewrite lane_lxor, lane_bcast by assumption.
    rewrite pwin_lane; [| exact Hpk | rewrite phi_toN, Ej; lia |
                        rewrite phi_toN, toN_sub by lia; lia].
    rewrite lxorC. unfold gpk. f_equal. f_equal. apply toN_inj.
    assert (E1 : toN (w - r)%uint63 = (toN w - toN r)%N) by (rewrite toN_sub; lia).
    assert (E2 : toN (w - 7)%uint63 = (toN w - 7)%N)
      by (rewrite toN_sub; change (toN 7) with 7%N; lia).
    assert (E3 : toN (w - 7 + ofN (N.of_nat j))%uint63 = (toN w - 7 + N.of_nat j)%N)
      by (rewrite toN_add, E2, Ej; lia).
    assert (E4 : toN (w - 7 + ofN (N.of_nat j) - r)%uint63 = (toN w - 7 + N.of_nat j - toN r)%N)
      by (rewrite toN_sub, E3; lia).
    rewrite toN_add, E1, Ej by lia. rewrite toN_add, E4; change (toN 7) with 7%N; lia.
  Qed.
  Lemma walk_lanes rs : forall d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7,
    (forall r x, In (r, x) (rlist_list rs) -> fmid hi r = true -> (toN x < 128)%N) ->
    forall j, (j < 8)%nat ->
    let bl := mkblanes d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7 in
    let bl' := hblock_walk pk hi w rs d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7 in
    blane_nat bl' j = inner 0 gpk (rlist_list rs) hi (w - 7 + ofN (N.of_nat j)) (blane_nat bl j) /\
    blane_hi_nat bl' j =
      inner 63 gpk (rlist_list rs) hi (w - 7 + ofN (N.of_nat j)) (blane_hi_nat bl j).
  Proof.
    induction rs as [|r x rs IH];
      intros d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7 Hx j Hj bl bl';
      [split; reflexivity|].
    unfold bl, bl'. clear bl bl'. cbn [hblock_walk rlist_list inner fold_left fst snd].
    fold (inner 0 gpk (rlist_list rs) hi). fold (inner 63 gpk (rlist_list rs) hi).
    assert (Hx' : forall r' x', In (r', x') (rlist_list rs) -> fmid hi r' = true ->
                                (toN x' < 128)%N) by (intros r' x' Hin; apply Hx; right; exact Hin).
    destruct (fmid hi r) eqn:Mid; [|apply IH; assumption].
    pose proof (fun j Hj => walk_lane r x j Mid (Hx r x (or_introl eq_refl) Mid) Hj) as Hl.
    set (z := (pwin pk (w - r) lxor (x * lanes_one))%uint63) in *.
    destruct (fsmall8 z) eqn:Sm.
    { destruct (IH d (l0 lor (1 << lane z 0))%uint63 (l1 lor (1 << lane z 7))%uint63
                  (l2 lor (1 << lane z 14))%uint63 (l3 lor (1 << lane z 21))%uint63
                  (l4 lor (1 << lane z 28))%uint63 (l5 lor (1 << lane z 35))%uint63
                  (l6 lor (1 << lane z 42))%uint63 (l7 lor (1 << lane z 49))%uint63
                  g0 g1 g2 g3 g4 g5 g6 g7 Hx' j Hj) as [IH1 IH2].
      cbv zeta in IH1, IH2. rewrite IH1, IH2. clear IH1 IH2.
      rewrite sub0_r, <- (Hl j Hj), (proj2 (small_hi z j Sm Hj)), lor0_r.
      destruct j as [|[|[|[|[|[|[|[|j]]]]]]]]; [..|lia]; split; reflexivity. }
    destruct (IH (d lor lanes_dirty z)%uint63
                (l0 lor (1 << lane z 0))%uint63 (l1 lor (1 << lane z 7))%uint63
                (l2 lor (1 << lane z 14))%uint63 (l3 lor (1 << lane z 21))%uint63
                (l4 lor (1 << lane z 28))%uint63 (l5 lor (1 << lane z 35))%uint63
                (l6 lor (1 << lane z 42))%uint63 (l7 lor (1 << lane z 49))%uint63
                (g0 lor (1 << (lane z 0 - 63)))%uint63 (g1 lor (1 << (lane z 7 - 63)))%uint63
                (g2 lor (1 << (lane z 14 - 63)))%uint63 (g3 lor (1 << (lane z 21 - 63)))%uint63
                (g4 lor (1 << (lane z 28 - 63)))%uint63 (g5 lor (1 << (lane z 35 - 63)))%uint63
                (g6 lor (1 << (lane z 42 - 63)))%uint63 (g7 lor (1 << (lane z 49 - 63)))%uint63
                Hx' j Hj)
      as [IH1 IH2].
    cbv zeta in IH1, IH2. rewrite IH1, IH2. clear IH1 IH2.
    rewrite sub0_r.
    destruct j as [|[|[|[|[|[|[|[|j]]]]]]]]; cbn [blane_nat blane_hi_nat pick8_nat];
      [rewrite <- (Hl 0%nat ltac:(lia)) | rewrite <- (Hl 1%nat ltac:(lia)) |
       rewrite <- (Hl 2%nat ltac:(lia)) | rewrite <- (Hl 3%nat ltac:(lia)) |
       rewrite <- (Hl 4%nat ltac:(lia)) | rewrite <- (Hl 5%nat ltac:(lia)) |
       rewrite <- (Hl 6%nat ltac:(lia)) | rewrite <- (Hl 7%nat ltac:(lia)) | lia];
      split; reflexivity.
  Qed.

  Lemma walk_dirty rs : forall d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7,
    (forall r x, In (r, x) (rlist_list rs) -> fmid hi r = true -> (toN x < 128)%N) ->
    forall j, (j < 8)%nat ->
    Uint63.bit (bl_dirty (hblock_walk pk hi w rs d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5
                            g6 g7))
      (times7 (ofN (N.of_nat j)) + 6)%uint63 = false ->
    Uint63.bit d (times7 (ofN (N.of_nat j)) + 6)%uint63 = false /\
    forall r x, In (r, x) (rlist_list rs) -> fmid hi r = true ->
      ((x lxor gpk (w - 7 + ofN (N.of_nat j) - r)) <? 126)%uint63 = true.
  Proof.
    induction rs as [|r x rs IH];
      intros d l0 l1 l2 l3 l4 l5 l6 l7 g0 g1 g2 g3 g4 g5 g6 g7 Hx j Hj.
    { intros H. split; [exact H | intros r x []]. }
    cbn [hblock_walk rlist_list].
    assert (Hx' : forall r' x', In (r', x') (rlist_list rs) -> fmid hi r' = true ->
                                (toN x' < 128)%N) by (intros r' x' Hin; apply Hx; right; exact Hin).
    destruct (fmid hi r) eqn:Mid.
    - destruct (fsmall8 (pwin pk (w - r) lxor (x * lanes_one))) eqn:Sm.
      { intros H. destruct (IH _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hx' j Hj H) as [Hd Hrest].
        split; [exact Hd|]. intros r' x' [E|Hin] Hm.
        - injection E as <- <-.
          rewrite <- (walk_lane r x j Mid (Hx r x (or_introl eq_refl) Mid) Hj).
          destruct (small_hi _ j Sm Hj) as [L _]. rewrite ltb_toN in L |- *.
          apply N.ltb_lt in L. apply N.ltb_lt. change (toN 63) with 63%N in L.
          change (toN 126) with 126%N. lia.
        - apply Hrest; assumption. }
      intros H. destruct (IH _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hx' j Hj H) as [Hd Hrest].
      rewrite lor_spec in Hd. apply orb_false_iff in Hd as [Hd Hz].
      split; [exact Hd|]. intros r' x' [E|Hin] Hm.
      + injection E as <- <-. rewrite <- (walk_lane r x j Mid (Hx r x (or_introl eq_refl) Mid) Hj).
        apply lanes_dirty_clear; assumption.
      + apply Hrest; assumption.
    - intros H. destruct (IH _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hx' j Hj H) as [Hd Hrest].
      split; [exact Hd|]. intros r' x' [E|Hin] Hm.
      + injection E as <- <-. congruence.
      + apply Hrest; assumption.
  Qed.
End Walk.

Section Lanes8.
  Variables (fks : list (int * nat)) (pk : array int) (rs : rlist) (b hi : int).
  Hypothesis Hpk : forall q, high_clear pk.[q].
  Hypothesis Hks : forall k, In k fks -> (toN hi + toN (fst k) <= toN b)%N.
  Hypothesis Hb : (toN b < 2 ^ 59)%N.
  Hypothesis Hx : forall r x, In (r, x) (rlist_list rs) -> fmid hi r = true -> (toN x < 128)%N.

  Let step (bl : blanes) (k : int * nat) : blanes :=
    hblock_walk pk hi (b - fst k + 7) rs (bl_dirty bl) (bl0 bl) (bl1 bl) (bl2 bl) (bl3 bl)
      (bl4 bl) (bl5 bl) (bl6 bl) (bl7 bl) (bh0 bl) (bh1 bl) (bh2 bl) (bh3 bl) (bh4 bl) (bh5 bl)
      (bh6 bl) (bh7 bl).

  Lemma place_eq k j : In k fks -> (j < 8)%nat ->
    (b - fst k + 7 - 7 + ofN (N.of_nat j))%uint63 = (b + ofN (N.of_nat j) - fst k)%uint63.
  Proof.
    intros Hk Hj. specialize (Hks k Hk). apply toN_inj.
    assert (Ej : toN (ofN (N.of_nat j)) = N.of_nat j) by (apply toN_ofN; lia).
    assert (E1 : toN (b - fst k)%uint63 = (toN b - toN (fst k))%N) by (rewrite toN_sub; lia).
    assert (E2 : toN (b - fst k + 7)%uint63 = (toN b - toN (fst k) + 7)%N)
      by (rewrite toN_add, E1; change (toN 7) with 7%N; lia).
    assert (E3 : toN (b - fst k + 7 - 7)%uint63 = (toN b - toN (fst k))%N)
      by (rewrite toN_sub, E2; change (toN 7) with 7%N; lia).
    assert (E4 : toN (b + ofN (N.of_nat j))%uint63 = (toN b + N.of_nat j)%N)
      by (rewrite toN_add, Ej; lia).
    rewrite toN_add, E3, Ej by lia. rewrite toN_sub, E4 by lia. lia.
  Qed.

  Lemma step_eta bl : bl = mkblanes (bl_dirty bl) (bl0 bl) (bl1 bl) (bl2 bl) (bl3 bl) (bl4 bl)
                             (bl5 bl) (bl6 bl) (bl7 bl) (bh0 bl) (bh1 bl) (bh2 bl) (bh3 bl)
                             (bh4 bl) (bh5 bl) (bh6 bl) (bh7 bl).
  Proof. destruct bl; reflexivity. Qed.

  Lemma lanes8_fold ks : incl ks fks -> forall bl j, (j < 8)%nat ->
    blane_nat (fold_left step ks bl) j =
    fold_left (fun acc k => inner 0 (gpk pk) (rlist_list rs) hi (b + ofN (N.of_nat j) - fst k)
                              acc) ks (blane_nat bl j) /\
    blane_hi_nat (fold_left step ks bl) j =
    fold_left (fun acc k => inner 63 (gpk pk) (rlist_list rs) hi (b + ofN (N.of_nat j) - fst k)
                              acc) ks (blane_hi_nat bl j) /\
    (Uint63.bit (bl_dirty (fold_left step ks bl)) (times7 (ofN (N.of_nat j)) + 6)%uint63 = false ->
     Uint63.bit (bl_dirty bl) (times7 (ofN (N.of_nat j)) + 6)%uint63 = false /\
     forall k, In k ks -> forall r x, In (r, x) (rlist_list rs) -> fmid hi r = true ->
       ((x lxor gpk pk (b + ofN (N.of_nat j) - fst k - r)) <? 126)%uint63 = true).
  Proof.
    induction ks as [|k ks IH]; intros Hin bl j Hj.
    { split; [reflexivity|]. split; [reflexivity|]. intros H. split; [exact H | intros k []]. }
    assert (Hk : In k fks) by (apply Hin; left; reflexivity).
    assert (Hin' : incl ks fks) by (intros k' H'; apply Hin; right; exact H').
    pose proof (Hks k Hk) as Hkb.
    assert (Hhw : (toN hi + 7 <= toN (b - fst k + 7)%uint63)%N) by (toN_simpl; lia).
    assert (Hw : (toN (b - fst k + 7)%uint63 < 2 ^ 60)%N) by (toN_simpl; lia).
    cbn [fold_left]. destruct (IH Hin' (step bl k) j Hj) as (IH1 & IH2 & IH3).
    destruct (walk_lanes pk hi _ Hpk Hhw Hw rs (bl_dirty bl) (bl0 bl) (bl1 bl) (bl2 bl)
                (bl3 bl) (bl4 bl) (bl5 bl) (bl6 bl) (bl7 bl) (bh0 bl) (bh1 bl) (bh2 bl)
                (bh3 bl) (bh4 bl) (bh5 bl) (bh6 bl) (bh7 bl) Hx j Hj) as [W1 W2].
    cbv zeta in W1, W2. rewrite <- step_eta in W1, W2. fold (step bl k) in W1, W2.
    rewrite (place_eq k j Hk Hj) in W1, W2.
    split; [rewrite IH1, W1; reflexivity|]. split; [rewrite IH2, W2; reflexivity|].
    intros H. destruct (IH3 H) as [Hd Hr]. unfold step in Hd.
    destruct (walk_dirty pk hi _ Hpk Hhw Hw rs _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ Hx j Hj Hd)
      as [Hd0 Hr0].
    split; [exact Hd0|]. intros k' [<-|Hk'] r x Hrx Hm.
    + rewrite <- (place_eq k j Hk Hj). apply Hr0; assumption.
    + apply Hr; assumption.
  Qed.

  (** Lane [j] of the block holds the words of heap [b + j], and it is clean only when every
      mark in it is below 126. *)
  Lemma hblock_lanes_spec j : (j < 8)%nat ->
    blane_nat (hblock_lanes fks pk rs b hi) j =
      midbits 0 fks (gpk pk) (rlist_list rs) hi (b + ofN (N.of_nat j)) /\
    blane_hi_nat (hblock_lanes fks pk rs b hi) j =
      midbits 63 fks (gpk pk) (rlist_list rs) hi (b + ofN (N.of_nat j)) /\
    (Uint63.bit (bl_dirty (hblock_lanes fks pk rs b hi)) (times7 (ofN (N.of_nat j)) + 6)%uint63
       = false ->
     forall k, In k fks -> forall r x, In (r, x) (rlist_list rs) -> fmid hi r = true ->
       ((x lxor gpk pk (b + ofN (N.of_nat j) - fst k - r)) <? 126)%uint63 = true).
  Proof.
    intros Hj. destruct (lanes8_fold fks (incl_refl fks) blanes0 j Hj) as (E1 & E2 & D).
    change (hblock_lanes fks pk rs b hi) with (fold_left step fks blanes0).
    unfold midbits. split; [|split].
    - rewrite E1. do 8 (destruct j as [|j]; [reflexivity|]). lia.
    - rewrite E2. do 8 (destruct j as [|j]; [reflexivity|]). lia.
    - intros H. apply D. exact H.
  Qed.
End Lanes8.

(** The largest splitting place bounds every one, and is below any bound of all. *)
Lemma fkmax_fold (ks : list (int * nat)) : forall m,
  (toN m <= toN (fold_left (fun (m : int) (k : int * nat) => if (m <? fst k)%uint63 then fst k else m) ks m))%N /\
  forall k, In k ks ->
    (toN (fst k) <= toN (fold_left (fun (m : int) (k : int * nat) => if (m <? fst k)%uint63 then fst k else m) ks m))%N.
Proof.
  induction ks as [|k ks IH]; intros m; cbn [fold_left]; [split; [lia | intros k []]|].
  set (m' := if (m <? fst k)%uint63 then fst k else m).
  assert (H1 : (toN m <= toN m')%N /\ (toN (fst k) <= toN m')%N).
  { unfold m'. rewrite ltb_toN. destruct (N.ltb_spec (toN m) (toN (fst k))); lia. }
  destruct (IH m') as [A B]. split; [lia|]. intros k' [<-|Hin]; [lia | apply B, Hin].
Qed.

Lemma fkmax_ge fks k : In k fks -> (toN (fst k) <= toN (fkmax fks))%N.
Proof. intros H. apply (proj2 (fkmax_fold fks 0%uint63)), H. Qed.

Lemma fkmax_lt fks B : (0 < B)%N -> (forall k, In k fks -> (toN (fst k) < B)%N) ->
  (toN (fkmax fks) < B)%N.
Proof.
  intros HB Hk. unfold fkmax.
  assert (G : forall (ks : list (int * nat)) m, (toN m < B)%N -> (forall k, In k ks -> (toN (fst k) < B)%N) ->
            (toN (fold_left (fun (m : int) (k : int * nat) => if (m <? fst k)%uint63 then fst k else m) ks m) < B)%N).
  { induction ks as [|k ks IH]; intros m Hm Hks; [exact Hm|]. cbn [fold_left]. apply IH.
    - destruct (m <? fst k)%uint63; [apply Hks; left; reflexivity | exact Hm].
    - intros k' Hin. apply Hks. right. exact Hin. }
  apply G; [rewrite toN_0; exact HB | exact Hk].
Qed.

Lemma inner_ext o g1 g2 rs hi M acc :
  (forall r x, In (r, x) rs -> fmid hi r = true -> g1 (M - r)%uint63 = g2 (M - r)%uint63) ->
  inner o g1 rs hi M acc = inner o g2 rs hi M acc.
Proof.
  revert acc. induction rs as [|[r x] rs IH]; intros acc H; [reflexivity|].
  cbn [inner fold_left fst snd]. unfold inner in IH.
  destruct (fmid hi r) eqn:Mid.
  - rewrite (H r x (or_introl eq_refl) Mid). apply IH. intros r' x' Hin. apply (H r' x'). right. exact Hin.
  - apply IH. intros r' x' Hin. apply (H r' x'). right. exact Hin.
Qed.

Lemma midbits_ext o fks g1 g2 rs hi N :
  (forall k, In k fks -> forall r x, In (r, x) rs -> fmid hi r = true ->
     g1 (N - fst k - r)%uint63 = g2 (N - fst k - r)%uint63) ->
  midbits o fks g1 rs hi N = midbits o fks g2 rs hi N.
Proof.
  unfold midbits. generalize 0%uint63 as acc.
  induction fks as [|k fks IH]; intros acc H; [reflexivity|]. cbn [fold_left].
  rewrite (inner_ext o g1 g2) by (apply H; left; reflexivity).
  apply IH. intros k' Hk'. apply H. right. exact Hk'.
Qed.

(** What a block of eight heaps holds while it lasts, at heap [n] of it: the marks of its
    middle rare positions ([rs], those of the history [h]) at every heap of the block from [n]
    on whose lane is clean, each below 126, in the lane's two words. *)
Definition blk_inv (fks : list (int * nat)) (blk : hblock) (h : fhist) (rs : rlist) (n : N)
    : Prop :=
  fb_on blk = true ->
  (toN (fkmax fks) + 9 <= toN (fb_base blk))%N /\ (toN (fb_base blk) <= n)%N /\
  (toN (fb_base blk) < 2 ^ 40)%N /\
  fb_hi blk = (fb_base blk - fkmax fks)%uint63 /\ fb_left blk = rkeep (fb_hi blk) rs /\
  forall j, (j < 8)%nat -> (n <= toN (fb_base blk) + N.of_nat j)%N ->
    Uint63.bit (bl_dirty (fb_lanes blk)) (times7 (ofN (N.of_nat j)) + 6)%uint63 = false ->
    blane_nat (fb_lanes blk) j =
      midbits 0 fks (fget h) (rlist_list rs) (fb_hi blk) (fb_base blk + ofN (N.of_nat j)) /\
    blane_hi_nat (fb_lanes blk) j =
      midbits 63 fks (fget h) (rlist_list rs) (fb_hi blk) (fb_base blk + ofN (N.of_nat j)) /\
    forall k, In k fks -> forall r x, In (r, x) (rlist_list rs) -> fmid (fb_hi blk) r = true ->
      ((x lxor fget h (fb_base blk + ofN (N.of_nat j) - fst k - r)) <? 126)%uint63 = true.

(** The place a lane of the block reads for a middle rare position: below the block's first
    heap. *)
Lemma mid_read fks b hi k r j :
  (toN (fkmax fks) + 9 <= toN b)%N -> (toN b < 2 ^ 40)%N -> hi = (b - fkmax fks)%uint63 ->
  In k fks -> fmid hi r = true -> (j < 8)%nat ->
  toN (b + ofN (N.of_nat j) - fst k - r)%uint63 = (toN b + N.of_nat j - toN (fst k) - toN r)%N /\
  (toN b + N.of_nat j - toN (fst k) - toN r < toN b)%N.
Proof.
  intros H9 H40 -> Hk Hm Hj. pose proof (fkmax_ge fks k Hk) as Hkm.
  unfold fmid in Hm. apply andb_true_iff in Hm as [H8 Hr].
  rewrite leb_toN in H8. rewrite ltb_toN in Hr. apply N.leb_le in H8. apply N.ltb_lt in Hr.
  change (toN 8) with 8%N in H8. rewrite toN_sub in Hr by lia.
  assert (Ej : toN (ofN (N.of_nat j)) = N.of_nat j) by (apply toN_ofN; lia).
  assert (E1 : toN (b + ofN (N.of_nat j))%uint63 = (toN b + N.of_nat j)%N)
    by (rewrite toN_add, Ej; lia).
  assert (E2 : toN (b + ofN (N.of_nat j) - fst k)%uint63 = (toN b + N.of_nat j - toN (fst k))%N)
    by (rewrite toN_sub, E1; lia).
  rewrite toN_sub, E2 by lia. split; [reflexivity | lia].
Qed.

(** The block's invariant from one heap to the next, when no rare position is added and the
    values below the heap stay. *)
Lemma blk_inv_step fks blk h h' rs n :
  blk_inv fks blk h rs n -> (forall i, (toN i < n)%N -> fget h' i = fget h i) ->
  blk_inv fks blk h' rs (n + 1).
Proof.
  intros Hinv Hh On. destruct (Hinv On) as (H9 & Hbn & H40 & Ehi & Eleft & Hl).
  split; [exact H9|]. split; [lia|]. split; [exact H40|]. split; [exact Ehi|].
  split; [exact Eleft|]. intros j Hj Hn D. destruct (Hl j Hj ltac:(lia) D) as (El & Eh & Hs).
  assert (Hread : forall k, In k fks -> forall r, fmid (fb_hi blk) r = true ->
            fget h' (fb_base blk + ofN (N.of_nat j) - fst k - r)%uint63 =
            fget h (fb_base blk + ofN (N.of_nat j) - fst k - r)%uint63).
  { intros k Hk r Hm. apply Hh.
    destruct (mid_read fks (fb_base blk) (fb_hi blk) k r j H9 H40 Ehi Hk Hm Hj) as [E B].
    rewrite E. lia. }
  split; [|split].
  - rewrite El. apply midbits_ext. intros k Hk r x _ Hm. symmetry. apply Hread; assumption.
  - rewrite Eh. apply midbits_ext. intros k Hk r x _ Hm. symmetry. apply Hread; assumption.
  - intros k Hk r x Hin Hm. rewrite Hread by assumption. apply Hs; assumption.
Qed.

Lemma Forall2_In_r {A B} (R : A -> B -> Prop) l1 l2 y :
  Forall2 R l1 l2 -> In y l2 -> exists x, In x l1 /\ R x y.
Proof.
  induction 1 as [|a b l1 l2 Hab _ IH]; [intros []|].
  intros [<-|Hin]; [exists a; split; [left; reflexivity | exact Hab]|].
  destruct (IH Hin) as [x [Hx R']]. exists x. split; [right; exact Hx | exact R'].
Qed.

Lemma Forall2_In_l {A B} (R : A -> B -> Prop) l1 l2 x :
  Forall2 R l1 l2 -> In x l1 -> exists y, In y l2 /\ R x y.
Proof.
  intros H. apply (Forall2_In_r (fun b a => R a b) l2 l1 x).
  induction H; constructor; assumption.
Qed.

Section Sim.
  Variables (ds : list nat) (M : N) (P : bool) (k0 max_rare max_work max_value : N).
  Variables (fds : list (nat * int)) (fks : list (int * nat)) (tab : array bool)
            (ftabw ftabn fk0 fmax_rare fmax_work fmax_value : int) (L nchunks : N)
            (fR pcells clen : int).

  Hypothesis Hfds : fds = map (fun dk => (fst dk, ofN (snd dk))) (digits ds).
  Hypothesis Hfks : fks = map (fun k => (ofN k, N.to_nat k)) (split_places ds).
  Hypothesis Htab : forall v, (toN v < 65536)%N -> tab.[v] = npar (N.land (toN v) M).
  Hypothesis Htabw : ftabw = ftab_word tab true.
  Hypothesis Htabn : ftabn = ftab_word tab false.
  Hypothesis Hk0 : toN fk0 = k0.
  Hypothesis Hk0_le : (k0 <= 1)%N.
  Hypothesis Hmax_rare : toN fmax_rare = max_rare.
  Hypothesis Hmax_work : toN fmax_work = max_work.
  Hypothesis Hmax_value : toN fmax_value = max_value.
  Hypothesis Hds : (List.length ds < 1024)%nat.
  Hypothesis Hrare_le : (max_rare < 2 ^ 32)%N.
  Hypothesis Hwork_le : (max_work <= 2 ^ 40)%N.
  Hypothesis Hvalue_le : (max_value < 65536)%N.
  Hypothesis HL : (L <= 2 ^ 32)%N.
  Hypothesis Hchunks : (L <= nchunks * chunk_size)%N.
  Hypothesis Hnchunks : (nchunks <= 4194303)%N.
  Hypothesis Hnchunks0 : (0 < nchunks)%N.
  Hypothesis HR : (toN fR < 2 ^ 40)%N.
  Hypothesis HLR : (L + 8 <= toN fR)%N.
  Hypothesis Hpcells : (0 < toN pcells)%N -> (toN fR / 8 < toN pcells <= 4194303)%N.
  Hypothesis Hclen : (toN clen <= 4194303)%N.
  Hypothesis Hclen_L : (chunk_size <= toN clen \/ L <= toN clen)%N.

  Lemma digit_place d k : In (d, k) (digits ds) -> (k < 1024)%N.
  Proof. intros H. apply in_digits in H as [j (Hj & _ & ->)]. lia. Qed.

  Lemma split_place k : In k (split_places ds) -> (k < 1024)%N.
  Proof. intros H. apply in_split_places in H as [j (Hj & _ & ->)]. lia. Qed.

  Lemma split_places_length : (List.length (split_places ds) <= List.length ds)%nat.
  Proof.
    unfold split_places. rewrite map_length. etransitivity; [apply filter_length_le|].
    unfold digits. rewrite map_length, seq_length. lia.
  Qed.

  Lemma frare_eq v n :
    (toN v < 65536)%N -> (toN n < 2 ^ 33)%N ->
    frare P tab fk0 v n = rare M P k0 (toN v) (toN n).
  Proof.
    intros Hv Hn. unfold frare, rare, rare_at, common_at. rewrite Htab by exact Hv.
    rewrite iodd_toN, toN_add, Hk0 by lia. reflexivity.
  Qed.

  (** The words of the marks and of the table give the first unmarked rare value, and the first
      value neither marked nor rare, as the search of every value would. *)
  Lemma ftab_bits v :
    (toN v < 63)%N -> Uint63.bit ftabw v = tab.[v] /\ Uint63.bit ftabn v = negb tab.[v].
  Proof.
    intros Hv. rewrite Htabw, Htabn, !ftab_word_bit by exact Hv.
    destruct tab.[v]; split; reflexivity.
  Qed.

  Lemma fnotrare_bits n v :
    (toN v < 63)%N -> Uint63.bit (fnotrare P ftabw ftabn fk0 n) v = negb (frare P tab fk0 v n).
  Proof.
    intros Hv. destruct (ftab_bits v Hv) as [Bw Bn]. unfold fnotrare, frare.
    destruct (P && iodd (n + fk0)); [rewrite Bn | rewrite Bw]; destruct tab.[v]; reflexivity.
  Qed.

  Lemma fcommon_first_where m st n c :
    (toN c < 2 ^ 62)%N ->
    fcommon_first P tab ftabw ftabn fk0 m st n c =
    ffirst_where (fun v => negb (fmarked m st v) && negb (frare P tab fk0 v n)) 0 c.
  Proof.
    intros Hc. destruct m as [lo a]. apply fmarks_word_where; [exact Hc|].
    intros v Hv. destruct (ftab_bits v Hv) as [Bw Bn]. unfold frare.
    destruct (P && iodd (n + fk0)); [rewrite Bw | rewrite Bn]; destruct tab.[v]; reflexivity.
  Qed.

  Section Heap.
    Variables (h : history) (fh : fhist) (n : N) (fn st : int).
    Hypothesis Hn : toN fn = n.
    Hypothesis HnL : (n < L)%N.
    Hypothesis Hst : toN st = (n + 1)%N.
    Hypothesis Hh : forall j, toN (fget fh j) = hget h (toN j).
    (** The largest value so far, [lg], bounds every value; the marks have [2^(size lg)] cells. *)
    Variables (lg : N) (fb : int).
    Hypothesis Hlg : (lg < 65536)%N.
    Hypothesis Hfb : toN fb = (2 ^ N.size lg)%N.
    Hypothesis Hsmall : forall j, (toN (fget fh j) <= lg)%N.
    (** The packed values, when [pkon]; [pex]: no value reaches 127. *)
    Variables (pkon pex : bool) (pk pr : array int).
    Hypothesis Hpinv : pkon = true -> pinv fh pk pr fR n.
    Hypothesis Hpex : pex = true -> forall i, (toN (fget fh i) < 127)%N.
    (** The marks array the heap starts with: every stamp in it is older than [st]. *)
    Variable (arr0 : array int).
    Hypothesis Harr_length : PArray.length arr0 = fb.
    Hypothesis Harr_old : forall v, (toN arr0.[v] < toN st)%N.

    Lemma below_bound v : (v <= lg)%N -> (v < 2 ^ N.size lg)%N.
    Proof. intros H. pose proof (N.size_gt lg). lia. Qed.

    Lemma bound_le : (1 <= toN fb <= 65536)%N.
    Proof.
      rewrite Hfb. pose proof (pow2_size_le lg Hlg). split; [|exact H].
      pose proof (N.pow_nonzero 2 (N.size lg) ltac:(lia)). lia.
    Qed.

    Lemma xor_below x y : (x <= lg)%N -> (y <= lg)%N -> (N.lxor x y < toN fb)%N.
    Proof. intros Hx Hy. rewrite Hfb. apply lxor_lt_pow2; apply below_bound; assumption. Qed.

    Definition mrel (s : marks) (m : fmarks) : Prop :=
      PArray.length (snd m) = fb /\ (forall v, (toN (snd m).[v] <= toN st)%N) /\
      forall v, marked s (toN v) = fmarked m st v.

    Lemma fmark_rel s m v : mrel s m -> (toN v < toN fb)%N -> mrel (mark s (toN v)) (fmark m st v).
    Proof.
      destruct m as [lo a]. intros (Hl & Hle & Hm) Hv. cbn [fst snd] in *. unfold fmark.
      cbn beta iota zeta. destruct (v <? 63)%uint63 eqn:V.
      { (* the bit of [v] *)
        assert (Hbit : forall w,
                   Uint63.bit (lo lor (1 << v))%uint63 w = Uint63.bit lo w || (v =? w)%uint63)
          by (intros w; rewrite lor_spec, bit_one_shift by exact V; reflexivity).
        assert (Hnew : forall w, marked (mark s (toN v)) (toN w) =
                                 fmarked ((lo lor (1 << v))%uint63, a) st w).
        { intros w. apply eq_iff_eq_true. rewrite marked_mark, Hm. unfold fmarked.
          cbn [fst snd]. destruct (w <? 63)%uint63 eqn:W.
          - rewrite Hbit, orb_true_iff, eqb_spec. split.
            + intros [E|E]; [right; apply toN_inj; exact E | left; exact E].
            + intros [E|E]; [right; exact E | left; rewrite E; reflexivity].
          - split; [|tauto]. intros [E|E]; [|exact E]. apply toN_inj in E. subst w. congruence. }
        destruct ((lo lor (1 << v)) =? lo)%uint63 eqn:E.
        - apply eqb_spec in E. split; [exact Hl|]. split; [exact Hle|]. intros w.
          rewrite Hnew, E. reflexivity.
        - split; [exact Hl|]. split; [exact Hle|]. exact Hnew. }
      destruct (a.[v] =? st)%uint63 eqn:Ev.
      { split; [exact Hl|]. split; [exact Hle|]. intros w. apply eq_iff_eq_true.
        rewrite marked_mark, Hm. split; [|tauto]. intros [E|E]; [|exact E].
        apply toN_inj in E. subst w. unfold fmarked. cbn beta iota zeta. rewrite V. exact Ev. }
      assert (B : (v <? PArray.length a)%uint63 = true)
        by (rewrite Hl, ltb_toN; apply N.ltb_lt; exact Hv).
      unfold mrel. cbn [fst snd]. split; [rewrite length_set; exact Hl|]. split.
      - intros w. rewrite (get_set_in _ _ _ _ B). destruct (v =? w)%uint63; [lia | apply Hle].
      - intros w. unfold fmarked in *. cbn beta iota zeta in *. rewrite (get_set_in _ _ _ _ B).
        apply eq_iff_eq_true. rewrite marked_mark. destruct (v =? w)%uint63 eqn:E.
        + apply eqb_spec in E. subst w. rewrite V, (proj2 (eqb_spec st st) eq_refl). tauto.
        + rewrite <- Hm. split; [|tauto]. intros [E'|E']; [|exact E'].
          apply toN_inj in E'. subst w. rewrite (proj2 (eqb_spec v v) eq_refl) in E.
          discriminate.
    Qed.

    Lemma mrel_empty : mrel (FMapPositive.PositiveMap.empty unit) (0%uint63, arr0).
    Proof.
      unfold mrel. cbn [fst snd]. split; [exact Harr_length|].
      split; [intros v; specialize (Harr_old v); lia|].
      intros v. rewrite marked_empty. unfold fmarked. cbn beta iota zeta.
      destruct (v <? 63)%uint63; [rewrite bit_0; reflexivity|]. symmetry.
      apply eqb_false_spec. intros E. specialize (Harr_old v). rewrite E in Harr_old. lia.
    Qed.

    (** The marks that a search below [c] reads: the rare ones below [c]. *)
    Definition mrelc (c : N) (s : marks) (m : fmarks) : Prop :=
      fstamped fb st m /\ forall v, (toN v < c)%N -> frare P tab fk0 v fn = true ->
                                    marked s (toN v) = fmarked m st v.

    Lemma mrel_mrelc c s m : mrel s m -> mrelc c s m.
    Proof. intros (Hl & Hs & Hm). split; [split; assumption|]. intros v _ _. apply Hm. Qed.

    Lemma fmark_relc c s m y :
      mrelc c s m -> (toN y < toN fb)%N -> mrelc c (mark s (toN y)) (fmark m st y).
    Proof.
      intros [Sm Hm] Hy. split; [apply fmark_stamped, Sm|]. intros v Hv Hr.
      destruct (y =? v)%uint63 eqn:E.
      - apply eqb_spec in E. subst v.
        rewrite fmarked_fmark_same by (right; destruct Sm as [Lm _]; rewrite Lm; exact Hy).
        apply marked_mark. left. reflexivity.
      - apply eqb_false_spec in E. rewrite fmarked_fmark_other by exact E.
        rewrite <- Hm by assumption. apply eq_iff_eq_true. rewrite marked_mark.
        split; [|tauto]. intros [E'|E']; [apply toN_inj in E'; contradiction | exact E'].
    Qed.

    Lemma ffirst_unmarked_rare_eq s m c :
      mrelc (toN c) s m -> (toN c <= 65536)%N ->
      toN (ffirst_unmarked_rare P tab ftabw ftabn fk0 m st fn c) =
      first_unmarked_rare M P k0 s n (toN c).
    Proof.
      intros (_ & Hm) Hc.
      rewrite (ffirst_unmarked_rare_words P tab ftabw ftabn fk0 fnotrare_bits) by lia.
      unfold first_unmarked_rare.
      rewrite (ffirst_where_eq _ (fun v => negb (marked s v) && rare M P k0 v n)); rewrite toN_0;
        [reflexivity | lia |].
      intros i Hi. rewrite frare_eq, Hn by lia.
      destruct (rare M P k0 (toN i) n) eqn:R; [|rewrite !andb_false_r; reflexivity].
      rewrite Hm; [reflexivity | lia | rewrite frare_eq, Hn by lia; exact R].
    Qed.

    Lemma fmove_marks_rel :
      mrel (move_marks ds h n) (fmove_marks fds fh st fn (0%uint63, arr0)).
    Proof.
      pose proof bound_le as Hb. unfold move_marks, fmove_marks. rewrite Hfds.
      apply (fold_rel _ _ (fun a b => b = (fst a, ofN (snd a))) mrel);
        [apply Forall2_map_conv| |].
      - intros s m' [d k] b Hin -> Hr. cbn [fst snd].
        pose proof (digit_place _ _ Hin) as Hk.
        rewrite ltb_toN, ltb_toN, toN_0, Hn, toN_ofN by lia.
        destruct (Games.bit 1 d && (0 <? k)%N && (k <? n)%N) eqn:C; [|exact Hr].
        apply andb_true_iff in C as [_ C]. apply N.ltb_lt in C.
        assert (E : hget h (n - k) = toN (fget fh (fn - ofN k))).
        { rewrite Hh, toN_sub, Hn, toN_ofN by (rewrite ?toN_ofN; lia). reflexivity. }
        rewrite E. apply fmark_rel; [exact Hr|]. rewrite Hfb. apply below_bound, Hsmall.
      - apply (fold_rel _ _ (fun a b => b = (fst a, ofN (snd a))) mrel);
          [apply Forall2_map_conv| |apply mrel_empty].
        intros s m' [d k] b Hin -> Hr. cbn [fst snd].
        pose proof (digit_place _ _ Hin) as Hk.
        rewrite ltb_toN, eqb_toN, toN_0, Hn, toN_ofN by lia.
        destruct (Games.bit 0 d && (0 <? k)%N && (k =? n)%N) eqn:C; [|exact Hr].
        rewrite <- toN_0. apply fmark_rel; [exact Hr | rewrite toN_0; lia].
    Qed.

    Definition rrel (rx : N * N) (frx : int * int) : Prop :=
      rx = (toN (fst frx), toN (snd frx)) /\ (toN (snd frx) <= lg)%N.

    Lemma fenum_marks_rel rs frs s m :
      Forall2 rrel rs (rlist_list frs) -> mrel s m ->
      mrel (enum_marks ds h rs n s) (fenum_marks fks fh frs st fn m).
    Proof.
      intros Hrs Hr. unfold enum_marks, fenum_marks. rewrite Hfks.
      apply (fold_rel _ _ (fun a b => b = (ofN a, N.to_nat a)) mrel);
        [apply Forall2_map_conv| |exact Hr].
      intros s' m' k b Hin -> Hr'. cbn [fst snd].
      pose proof (split_place _ Hin) as Hk.
      rewrite leb_toN, toN_add, toN_ofN, Hn by (rewrite ?toN_ofN; cbn; lia).
      change (toN 2) with 2%N.
      destruct (k + 2 <=? n)%N eqn:C; [|exact Hr']. apply N.leb_le in C.
      unfold rare_marks. destruct m' as [lo a]. rewrite frare_marks_fold.
      apply (fold_rel _ _ rrel mrel); [exact Hrs| |exact Hr'].
      intros s2 m2 [r x] [fr fx] _ [E Hx] Hr2. injection E as -> ->. cbn [fst snd] in *.
      rewrite ltb_toN, toN_sub, Hn, toN_ofN by (rewrite ?toN_ofN; lia).
      destruct (toN fr <? n - k)%N eqn:C2; [|exact Hr2]. apply N.ltb_lt in C2.
      assert (E : N.lxor (toN fx) (hget h (n - k - toN fr))
                  = toN (fx lxor fget fh (fn - ofN k - fr))).
      { assert (Ek : toN (ofN k) = k) by (apply toN_ofN; lia).
        assert (E1 : toN (fn - ofN k) = (n - k)%N)
          by (rewrite toN_sub; [rewrite Ek, Hn; reflexivity | rewrite Ek, Hn; lia]).
        assert (E2 : toN (fn - ofN k - fr) = (n - k - toN fr)%N)
          by (rewrite toN_sub; [rewrite E1; reflexivity | rewrite E1; lia]).
        rewrite toN_lxor, Hh, E2. reflexivity. }
      rewrite E. apply fmark_rel; [exact Hr2|]. rewrite toN_lxor.
      apply xor_below; [exact Hx | apply Hsmall].
    Qed.

    (** ** The rare marks of a heap of a block *)

    (** Marks that mark the same values. *)
    Lemma mrel_same s1 s2 m :
      mrel s1 m -> (forall w, marked s1 w = true <-> marked s2 w = true) -> mrel s2 m.
    Proof.
      intros (Hl & Hle & Hm) E. split; [exact Hl|]. split; [exact Hle|]. intros v.
      rewrite <- Hm. apply eq_iff_eq_true. symmetry. apply E.
    Qed.

    (** A word joined to the marks below 63. *)
    Lemma mrel_lor s lo a W :
      mrel s (lo, a) ->
      exists s', mrel s' ((lo lor W)%uint63, a) /\
        forall w, marked s' w = true <->
                  marked s w = true \/ ((w < 63)%N /\ Uint63.bit W (ofN w) = true).
    Proof.
      intros (Hl & Hle & Hm).
      set (l := map N.of_nat (seq 0 63)).
      exists (fold_left (fun s i => if Uint63.bit W (ofN i) then mark s i else s) l s).
      pose proof (fun w => fold_marks_spec (fun i => Uint63.bit W (ofN i)) (fun i => i) l s w)
        as F. cbn beta in F.
      assert (Hin : forall i, In i l <-> (i < 63)%N).
      { intros i. unfold l. rewrite in_map_iff. split.
        - intros [j [<- Hj]]. apply in_seq in Hj. lia.
        - intros Hi. exists (N.to_nat i). split; [apply N2Nat.id | apply in_seq; lia]. }
      assert (E : forall w, marked (fold_left (fun s i => if Uint63.bit W (ofN i)
                                                          then mark s i else s) l s) w = true <->
                            marked s w = true \/ ((w < 63)%N /\ Uint63.bit W (ofN w) = true)).
      { intros w. rewrite F. split.
        - intros [A|(i & Hi & B & <-)]; [left; exact A | right; split; [apply Hin, Hi | exact B]].
        - intros [A|(Hw & B)]; [left; exact A | right; exists w; split; [apply Hin, Hw|auto]]. }
      split; [|exact E]. split; [exact Hl|]. split; [exact Hle|]. intros v.
      apply eq_iff_eq_true. rewrite E, ofN_toN. unfold fmarked in *. cbn [fst snd] in *.
      specialize (Hm v). cbn beta iota zeta in Hm |- *.
      destruct (v <? 63)%uint63 eqn:V.
      - rewrite ltb_toN in V. apply N.ltb_lt in V. change (toN 63) with 63%N in V.
        rewrite lor_spec, orb_true_iff, Hm. tauto.
      - rewrite ltb_toN in V. apply N.ltb_ge in V. change (toN 63) with 63%N in V.
        rewrite Hm. split; [intros [A|(A & _)]; [exact A | lia] | intros A; left; exact A].
    Qed.

    Lemma bit_half g j : (toN j < 62)%N ->
      Uint63.bit (g >> 1)%uint63 j = Uint63.bit g (j + 1)%uint63.
    Proof.
      intros Hj. rewrite !bitE, lsr_spec, add_spec. change (φ 1%uint63) with 1%Z.
      pose proof (to_Z_bounded j) as Bj.
      assert (Hj' : (φ j%uint63 < 62)%Z) by (rewrite phi_toN; lia).
      rewrite Z.div_pow2_bits by lia. rewrite Z.mod_small by (change wB with (2 ^ 63)%Z; lia).
      reflexivity.
    Qed.

    (** The marks of a word of marks from [v] on ([fhi_marks]). *)
    Lemma fhi_marks_rel d : forall g v s m,
      mrel s m -> (toN v + N.of_nat d < 2 ^ 61)%N -> (N.of_nat d <= 63)%N ->
      (forall i, (toN i < N.of_nat d)%N -> Uint63.bit g i = true ->
                 (toN v + toN i < toN fb)%N) ->
      exists s', mrel s' (fhi_marks d st g v m) /\
        forall w, marked s' w = true <->
                  marked s w = true \/
                  exists i, (toN i < N.of_nat d)%N /\ Uint63.bit g i = true /\
                            w = (toN v + toN i)%N.
    Proof.
      induction d as [|d IH]; intros g v s m Hr Hv Hd Hb; cbn [fhi_marks].
      { exists s. split; [exact Hr|]. intros w. split; [tauto|].
        intros [H|(i & Hi & _)]; [exact H | lia]. }
      rewrite Nat2N.inj_succ in Hv, Hd, Hb.
      destruct (g =? 0)%uint63 eqn:G.
      { exists s. split; [exact Hr|]. apply eqb_spec in G. subst g. intros w. split; [tauto|].
        intros [H|(i & _ & B & _)]; [exact H | rewrite bit_0 in B; discriminate]. }
      set (s1 := if Uint63.bit g 0 then mark s (toN v) else s).
      assert (Hr1 : mrel s1 (if Uint63.bit g 0 then fmark m st v else m)).
      { unfold s1. destruct (Uint63.bit g 0) eqn:B0; [|exact Hr]. apply fmark_rel; [exact Hr|].
        specialize (Hb 0%uint63 ltac:(rewrite toN_0; lia) B0). rewrite toN_0 in Hb. lia. }
      assert (Ev : toN (v + 1)%uint63 = (toN v + 1)%N) by (toN_simpl; lia).
      destruct (IH (g >> 1)%uint63 (v + 1)%uint63 s1 _ Hr1) as (s' & Hs' & Es');
        [rewrite Ev; lia | lia | |].
      { intros i Hi B. rewrite bit_half in B by lia. rewrite Ev.
        specialize (Hb (i + 1)%uint63 ltac:(toN_simpl; lia) B).
        rewrite toN_add, toN_1 in Hb by (rewrite toN_1; lia). lia. }
      exists s'. split; [exact Hs'|]. intros w. rewrite Es'. unfold s1. split.
      - intros [A|(i & Hi & B & ->)].
        + destruct (Uint63.bit g 0) eqn:B0; [|left; exact A].
          apply marked_mark in A as [<-|A]; [|left; exact A].
          right. exists 0%uint63. rewrite toN_0. split; [lia|]. split; [exact B0 | lia].
        + rewrite bit_half in B by lia. right. exists (i + 1)%uint63.
          rewrite Ev, toN_add, toN_1 by (rewrite toN_1; lia). split; [lia|].
          split; [exact B | lia].
      - intros [A|(i & Hi & B & ->)].
        + left. destruct (Uint63.bit g 0); [apply marked_mark; right|]; exact A.
        + destruct (N.eq_dec (toN i) 0) as [I0|I0].
          * left. assert (i = 0%uint63) by (apply toN_inj; rewrite I0; reflexivity). subst i.
            rewrite B. apply marked_mark. left. rewrite I0. lia.
          * right. exists (i - 1)%uint63.
            assert (Ei : toN (i - 1)%uint63 = (toN i - 1)%N) by (toN_simpl; lia).
            rewrite Ei. split; [lia|]. split; [|rewrite Ev; lia].
            rewrite bit_half by lia.
            replace (i - 1 + 1)%uint63 with i by (apply toN_inj; toN_simpl; lia). exact B.
    Qed.

    Lemma fks_place k' : In k' fks ->
      exists k, In k (split_places ds) /\ toN (fst k') = k /\ (k < 1024)%N.
    Proof.
      intros Hk. rewrite Hfks in Hk. apply in_map_iff in Hk as [k [<- Hin]].
      pose proof (split_place _ Hin). exists k. cbn [fst]. rewrite toN_ofN by lia. auto.
    Qed.

    Lemma place_fks k : In k (split_places ds) -> In (ofN k, N.to_nat k) fks /\ (k < 1024)%N.
    Proof.
      intros Hin. split; [|apply split_place, Hin]. rewrite Hfks. apply in_map_iff.
      exists k. split; [reflexivity | exact Hin].
    Qed.

    (** A mark of the machine walk is the mark of [Sparse.v]'s. *)
    Lemma mark_toN k r x : (toN k <= n)%N -> (toN r < n - toN k)%N ->
      toN (x lxor fget fh (fn - k - r)) = N.lxor (toN x) (hget h (n - toN k - toN r)).
    Proof.
      intros Hk Hr. rewrite toN_lxor, Hh. f_equal. f_equal.
      rewrite toN_sub; rewrite toN_sub, Hn; lia.
    Qed.

    Lemma enum_marks_spec rs s w :
      marked (enum_marks ds h rs n s) w = true <->
      marked s w = true \/
      exists k rx, In k (split_places ds) /\ (k + 2 <= n)%N /\ In rx rs /\ (fst rx < n - k)%N /\
                   N.lxor (snd rx) (hget h (n - k - fst rx)) = w.
    Proof.
      unfold enum_marks. generalize (split_places ds) as ks. intros ks. revert s.
      induction ks as [|k ks IH]; intros s; cbn [fold_left].
      { split; [intros H; left; exact H | intros [H|(k & rx & [] & _)]; exact H]. }
      rewrite IH. destruct (k + 2 <=? n)%N eqn:C.
      - apply N.leb_le in C. unfold rare_marks.
        pose proof (fold_marks_spec (fun rx => (fst rx <? n - k)%N)
                      (fun rx => N.lxor (snd rx) (hget h (n - k - fst rx))) rs s w) as F.
        cbn beta in F. rewrite F. split.
        + intros [[A|(rx & Hin & Cr & E)]|(k' & rx & Hk & Ck & Hin & Cr & E)].
          * left. exact A.
          * right. exists k, rx. apply N.ltb_lt in Cr. repeat split; auto. left. reflexivity.
          * right. exists k', rx. repeat split; auto. right. exact Hk.
        + intros [A|(k' & rx & [<-|Hk] & Ck & Hin & Cr & E)].
          * left. left. exact A.
          * left. right. exists rx. apply N.ltb_lt in Cr. auto.
          * right. exists k', rx. auto.
      - apply N.leb_gt in C. split.
        + intros [A|(k' & rx & Hk & Ck & Hin & Cr & E)]; [left; exact A|].
          right. exists k', rx. repeat split; auto. right. exact Hk.
        + intros [A|(k' & rx & [<-|Hk] & Ck & Hin & Cr & E)]; [left; exact A | lia |].
          right. exists k', rx. auto.
    Qed.

    Lemma sub63_eq y i : (toN i < 63)%N -> (y - 63)%uint63 = i -> toN y = (63 + toN i)%N.
    Proof.
      intros Hi E. destruct (N.le_gt_cases 63 (toN y)) as [Le|Gt].
      - rewrite <- E, toN_sub by (change (toN 63) with 63%N; lia). change (toN 63) with 63%N. lia.
      - exfalso. pose proof (phi_sub63 y Gt) as Py.
        rewrite E, !phi_toN in Py. change wB with (2 ^ 63)%Z in Py. lia.
    Qed.

    Lemma rrel_map l : (forall frx, In frx l -> (toN (snd frx) <= lg)%N) ->
      Forall2 rrel (map (fun frx => (toN (fst frx), toN (snd frx))) l) l.
    Proof.
      induction l as [|frx l IH]; intros H; constructor.
      - split; [reflexivity | apply H; left; reflexivity].
      - apply IH. intros y Hy. apply H. right. exact Hy.
    Qed.

    (** In a block, with a clean lane, the heap's two words and a walk of the other rare
        positions mark what the walk of every rare position marks. *)
    Lemma fenum_block_rel rs frs blk s m :
      Forall2 rrel rs (rlist_list frs) ->
      blk_inv fks blk fh frs n -> (fb_on blk = true -> (n < toN (fb_base blk) + 8)%N) ->
      mrel s m -> mrel (enum_marks ds h rs n s) (fenum_block fks fh frs blk st fn m).
    Proof.
      intros Hrs Hinv H8 Hr. unfold fenum_block.
      destruct (fb_on blk) eqn:On; [|apply fenum_marks_rel; assumption].
      destruct (Hinv On) as (Hb9 & Hbn & Hb40 & Ehi & Eleft & Hlanes).
      specialize (H8 eq_refl).
      set (b := fb_base blk) in *. set (hi := fb_hi blk) in *.
      set (jn := N.to_nat (n - toN b)).
      assert (Ej : (fn - b)%uint63 = ofN (N.of_nat jn)).
      { apply toN_inj. rewrite toN_sub, toN_ofN by lia. unfold jn. lia. }
      rewrite Ej. cbn [andb].
      destruct (Uint63.bit (bl_dirty (fb_lanes blk)) (times7 (ofN (N.of_nat jn)) + 6)) eqn:D;
        [apply fenum_marks_rel; assumption|]. cbn [negb].
      assert (Hjn : (jn < 8)%nat) by (unfold jn; lia).
      assert (Efn : (b + ofN (N.of_nat jn))%uint63 = fn).
      { apply toN_inj. rewrite toN_add, toN_ofN by (rewrite ?toN_ofN; lia). unfold jn. lia. }
      destruct (Hlanes jn Hjn ltac:(unfold jn; lia) D) as (El & Eh & Hlt).
      rewrite Efn in El, Eh, Hlt.
      destruct m as [lo a]. rewrite blane_eq, blane_hi_eq by exact Hjn. rewrite El, Eh, Eleft.
      set (LW := midbits 0 fks (fget fh) (rlist_list frs) hi fn).
      set (HW := midbits 63 fks (fget fh) (rlist_list frs) hi fn).
      (* a middle rare position at a splitting place: its read is below the heap, its mark
         that of [Sparse.v], below 126 and below the bound *)
      assert (Hmid : forall k' r x, In k' fks -> In (r, x) (rlist_list frs) -> fmid hi r = true ->
                exists k rx, In k (split_places ds) /\ (k + 2 <= n)%N /\ In rx rs /\
                  (fst rx < n - k)%N /\ fmid hi (ofN (fst rx)) = true /\
                  N.lxor (snd rx) (hget h (n - k - fst rx)) =
                    toN (x lxor fget fh (fn - fst k' - r)) /\
                  (toN (x lxor fget fh (fn - fst k' - r)) < 126)%N /\
                  (toN (x lxor fget fh (fn - fst k' - r)) < toN fb)%N).
      { intros k' r x Hk Hin Hm.
        destruct (fks_place k' Hk) as (k & Hks & Ek & Hk1024).
        destruct (Forall2_In_r _ _ _ _ Hrs Hin) as [rx [Hrx [Erx Hx]]].
        cbn [fst snd] in Erx, Hx. pose proof (fkmax_ge fks k' Hk) as Hkm.
        pose proof Hm as Hm'. unfold fmid in Hm'. apply andb_true_iff in Hm' as [_ Hrh].
        rewrite ltb_toN in Hrh. apply N.ltb_lt in Hrh. rewrite Ehi in Hrh.
        rewrite toN_sub in Hrh by lia.
        exists k, rx. subst rx. cbn [fst snd]. rewrite ofN_toN.
        split; [exact Hks|]. split; [lia|]. split; [exact Hrx|]. split; [lia|].
        split; [exact Hm|]. rewrite <- Ek, <- mark_toN by lia. split; [reflexivity|].
        split.
        - specialize (Hlt k' Hk r x Hin Hm). rewrite ltb_toN in Hlt.
          apply N.ltb_lt in Hlt. exact Hlt.
        - rewrite toN_lxor. apply xor_below; [exact Hx | apply Hsmall]. }
      destruct (mrel_lor s lo a LW Hr) as (s1 & Hr1 & E1).
      destruct (fhi_marks_rel 63 HW 63%uint63 s1 _ Hr1) as (s2 & Hr2 & E2);
        [change (toN 63) with 63%N; lia | lia | |].
      { intros i Hi B. change (toN 63) with 63%N. change (N.of_nat 63) with 63%N in Hi.
        apply midbits_bit in B as (k' & r & x & Hk & Hin & Hm & E); [|exact Hi].
        destruct (Hmid k' r x Hk Hin Hm) as (_ & _ & _ & _ & _ & _ & _ & _ & _ & Hyb).
        rewrite (sub63_eq _ _ Hi E) in Hyb. exact Hyb. }
      set (rk := map (fun frx => (toN (fst frx), toN (snd frx))) (rlist_list (rkeep hi frs))).
      assert (Sub : forall frx, In frx (rlist_list (rkeep hi frs)) ->
                      In frx (rlist_list frs) /\ fmid hi (fst frx) = false).
      { intros frx Hin. rewrite rkeep_list in Hin. apply filter_In in Hin as [Hin Hf].
        split; [exact Hin|]. destruct (fmid hi (fst frx)); [discriminate | reflexivity]. }
      assert (Hrk : Forall2 rrel rk (rlist_list (rkeep hi frs))).
      { apply rrel_map. intros frx Hin. destruct (Sub frx Hin) as [Hin' _].
        destruct (Forall2_In_r _ _ _ _ Hrs Hin') as [rx [_ [_ Hx]]]. exact Hx. }
      pose proof (fenum_marks_rel rk (rkeep hi frs) s2 _ Hrk Hr2) as Hfin.
      apply (mrel_same _ _ _ Hfin). intros w.
      rewrite !enum_marks_spec, E2, E1. split.
      - intros [[[A|(Hw & B)]|(i & Hi & B & ->)]|(k & rx & Hk & Ck & Hin & Cr & E)].
        + left. exact A.
        + apply midbits_bit in B as (k' & r & x & Hk & Hin & Hm & E);
            [|rewrite toN_ofN; lia].
          rewrite sub0_r in E.
          destruct (Hmid k' r x Hk Hin Hm) as (k & rx & H1 & H2 & H3 & H4 & _ & H5 & _).
          right. exists k, rx. repeat split; auto. rewrite H5, E, toN_ofN by lia. reflexivity.
        + change (N.of_nat 63) with 63%N in Hi.
          apply midbits_bit in B as (k' & r & x & Hk & Hin & Hm & E); [|exact Hi].
          destruct (Hmid k' r x Hk Hin Hm) as (k & rx & H1 & H2 & H3 & H4 & _ & H5 & _).
          right. exists k, rx. repeat split; auto. rewrite H5, (sub63_eq _ _ Hi E). reflexivity.
        + unfold rk in Hin. apply in_map_iff in Hin as [[r x] [<- Hin]].
          destruct (Sub _ Hin) as [Hin' _].
          destruct (Forall2_In_r _ _ _ _ Hrs Hin') as [rx [Hrx [Erx _]]].
          right. exists k, rx. rewrite Erx. cbn [fst snd] in *. repeat split; auto.
          rewrite Erx in Hrx. exact Hrx.
      - intros [A|(k & rx & Hk & Ck & Hin & Cr & E)]; [left; left; left; exact A|].
        destruct (Forall2_In_l _ _ _ _ Hrs Hin) as [[r x] [Hfrx [Erx Hx]]].
        subst rx. cbn [fst snd] in *.
        destruct (place_fks k Hk) as [Hk' Hk1024].
        destruct (fmid hi r) eqn:Mid.
        + destruct (Hmid _ r x Hk' Hfrx Mid) as (_ & _ & _ & _ & _ & _ & _ & _ & H126 & _).
          cbn [fst] in H126.
          assert (Ey : toN (x lxor fget fh (fn - ofN k - r)) = w).
          { rewrite mark_toN, toN_ofN by (rewrite ?toN_ofN; lia). exact E. }
          rewrite Ey in H126.
          destruct (N.lt_ge_cases w 63) as [W63|W63].
          * left. left. right. split; [exact W63|]. apply midbits_bit; [rewrite toN_ofN; lia|].
            exists (ofN k, N.to_nat k), r, x. repeat split; auto.
            rewrite sub0_r. apply toN_inj. rewrite toN_ofN by lia. exact Ey.
          * left. right. exists (ofN (w - 63)). rewrite toN_ofN by lia.
            change (N.of_nat 63) with 63%N. change (toN 63) with 63%N.
            split; [lia|]. split; [|lia].
            apply midbits_bit; [rewrite toN_ofN; lia|].
            exists (ofN k, N.to_nat k), r, x. repeat split; auto.
            apply toN_inj. cbn [fst].
            rewrite toN_ofN, toN_sub by (change (toN 63) with 63%N; lia).
            change (toN 63) with 63%N. lia.
        + right. exists k, (toN r, toN x). repeat split; auto.
          unfold rk. apply in_map_iff. exists (r, x). split; [reflexivity|].
          rewrite rkeep_list. apply filter_In. split; [exact Hfrx|]. cbn [fst]. rewrite Mid.
          reflexivity.
    Qed.

    Lemma fenum_work_eq fnrare :
      (toN fnrare <= max_rare)%N ->
      toN (fenum_work fks fnrare fn) = enum_work ds (toN fnrare) n /\
      (enum_work ds (toN fnrare) n <= 1024 * max_rare)%N.
    Proof.
      intros Hnr. unfold fenum_work, enum_work. rewrite Hfks.
      pose proof split_places_length as Hlen.
      pose proof (fold_sim (fun w k => if (k + 2 <=? n)%N then (w + toN fnrare)%N else w)
                    (fun w k => if (fst k + 2 <=? fn)%uint63 then (w + fnrare)%uint63 else w)
                    (fun a b => b = (ofN a, N.to_nat a))
                    (fun i w fw => toN fw = w /\ (w <= N.of_nat i * max_rare)%N)
                    (split_places ds) _ (Forall2_map_conv _ _)) as H.
      lapply H; clear H.
      2:{ intros i w fw k b Hi Hin -> [Ew Hw]. cbn [fst snd].
          pose proof (split_place _ Hin) as Hk.
          rewrite leb_toN, toN_add, toN_ofN, Hn by (rewrite ?toN_ofN; cbn; lia).
          change (toN 2) with 2%N.
          assert (Hb : (N.of_nat i * max_rare <= 1024 * 2 ^ 32)%N)
            by (apply N.mul_le_mono; lia).
          destruct (k + 2 <=? n)%N; [|split; [exact Ew | lia]].
          rewrite toN_add, Ew by lia. split; [reflexivity | lia]. }
      intros H. specialize (H 0%N 0%uint63 ltac:(split; [reflexivity | lia])).
      destruct H as [E B]. split; [exact E|]. 
      assert (Hb : (N.of_nat (List.length (split_places ds)) * max_rare <= 1024 * max_rare)%N)
        by (apply N.mul_le_mono_r; lia).
      lia.
    Qed.

    Lemma first_unmarked_rare_le c s : (first_unmarked_rare M P k0 s n c <= c)%N.
    Proof.
      unfold first_unmarked_rare.
      destruct (first_where_spec (fun v => negb (marked s v) && rare M P k0 v n) 0 c)
        as [B _]. lia.
    Qed.

    Lemma first_unmarked_rare_unmarked c s :
      (first_unmarked_rare M P k0 s n c < c)%N ->
      marked s (first_unmarked_rare M P k0 s n c) = false.
    Proof.
      unfold first_unmarked_rare.
      destruct (first_where_spec (fun v => negb (marked s v) && rare M P k0 v n) 0 c)
        as (_ & _ & B). intros H. specialize (B ltac:(lia)).
      destruct (marked s _); [discriminate | reflexivity].
    Qed.

    (** The search state of the heap below [c], its work at most [W]. *)
    Definition trel (c W : N) (x : marks * N * N) (fx : fmarks * int * int) : Prop :=
      let '(s, v, w) := x in
      let '(m, fv, fw) := fx in
      mrelc c s m /\ toN fv = v /\ (v <= c)%N /\ ((v < c)%N -> marked s v = false) /\
      toN fw = w /\ (w <= W)%N.

    Lemma trel_mono c W W' x fx : (W <= W')%N -> trel c W x fx -> trel c W' x fx.
    Proof.
      destruct x as [[s v] w], fx as [[m fv] fw]. intros HW (H1 & H2 & H3 & H4 & H5 & H6).
      split; [exact H1|]. repeat split; auto; lia.
    Qed.

    Section Search.
      Variables (c : N) (fc : int) (rv : list N).
      Hypothesis Hfc : toN fc = c.
      Hypothesis Hc : (c <= toN fb)%N.
      (** The list the binary search reads holds the values of the history, latest first. *)
      Hypothesis Hrv_len : List.length rv = N.to_nat n.
      Hypothesis Hrv_h : forall i, (i < N.to_nat n)%nat ->
                                   nth i rv 0%N = hget h (n - 1 - N.of_nat i).

      Definition search_result (r : (marks * N * N * N * list N) + (marks * N * N * N * list N))
          : marks * N * N :=
        match r with inl (s, v, w, _, _) | inr (s, v, w, _, _) => (s, v, w) end.

      Lemma fsearch_stop_cond fv : (c <= toN fv)%N -> negb (fv <? fc)%uint63 = true.
      Proof. intros H. rewrite ltb_toN, Hfc. apply negb_true_iff, N.ltb_ge. exact H. Qed.

      Lemma fsearch_run_stop f fbk m fv fw fa fcnt :
        (c <= toN fv)%N ->
        fsearch_run P tab ftabw ftabn fk0 f (fchunk fh 0) fh st fn fc fbk m fv fw fa fcnt =
          (m, fv, fw).
      Proof.
        intros H. destruct f; [reflexivity|]. rewrite fsearch_run_S, fsearch_stop_cond by exact H.
        destruct (fcnt =? 0)%uint63; reflexivity.
      Qed.

      Lemma fsearch_bits_stop d fbk m fv fw fa fcnt :
        (c <= toN fv)%N ->
        fsearch_bits P tab ftabw ftabn fk0 d (fchunk fh 0) fh pkon pex pk pr (fR - fbk) st fn fc
          fbk m fv fw fa fcnt = (m, fv, fw).
      Proof. intros H. destruct d; cbn [fsearch_bits]; rewrite fsearch_stop_cond; auto. Qed.

      (** [cnt] steps of [search_step] from [a] and a machine search [fr] agree: the same marks,
          value and work, and, when no step stopped the search, the next [a] and the rest of the
          list. *)
      Definition search_rel (k : N) (s : marks) (v w a cnt : N) (fr : fmarks * int * int)
          : Prop :=
        match run_nat (search_step M P k0 h n k c) (N.to_nat cnt)
                (s, v, w, a, skipn (N.to_nat (k + a - 1)) rv) with
        | inl (s', v', w', _, _) => trel c (w + cnt) (s', v', w') fr /\ (c <= v')%N
        | inr (s', v', w', a', cur') =>
            trel c (w + cnt) (s', v', w') fr /\ w' = (w + cnt)%N /\ a' = (a + cnt)%N /\
            cur' = skipn (N.to_nat (k + a' - 1)) rv
        end.

      (** One machine step is one step of [search_step]. *)
      Lemma fsearch_step_rel k fbk s m v fv w fw fa :
        ((k <= n)%N -> toN fbk = (n - k)%N) ->
        mrelc c s m -> toN fv = v -> (v < c)%N -> marked s v = false ->
        toN fw = w -> (w + 1 < 2 ^ 62)%N -> (1 <= toN fa)%N -> (k + 2 * toN fa <= n)%N ->
        search_rel k s v w (toN fa) 1
          (fsearch_step P tab ftabw ftabn fk0 (fchunk fh 0) fh st fn fc fbk m fv fw fa).
      Proof.
        intros Hbk Hm Hv Lt Hun Hw HwB Ha1 Hrange. unfold search_rel, fsearch_step.
        change (N.to_nat 1) with 1%nat.
        cbn [run_nat search_step]. subst v w. rewrite (proj2 (N.ltb_lt _ _) Lt).
        rewrite !fget0_fget.
        assert (Hkn : (k <= n)%N) by lia.
        assert (Eb : toN (fbk - fa)%uint63 = (n - k - toN fa)%N)
          by (rewrite toN_sub, (Hbk Hkn); [reflexivity | rewrite (Hbk Hkn); lia]).
        assert (Efar : hd 0%N (skipn (N.to_nat (k + toN fa - 1)) rv) = toN (fget fh (fbk - fa))).
        { rewrite Hh, Eb. destruct (skipn (N.to_nat (k + toN fa - 1)) rv) eqn:Es.
          - apply (f_equal (@List.length N)) in Es. rewrite skipn_length in Es. cbn in Es. lia.
          - cbn [hd]. change n0 with (nth 0 (n0 :: l) 0%N).
            rewrite <- Es, Recompute.nth_skipn, Hrv_h by lia. f_equal. lia. }
        rewrite Efar.
        set (y := (fget fh fa lxor fget fh (fbk - fa))%uint63).
        assert (Ey : N.lxor (hget h (toN fa)) (toN (fget fh (fbk - fa))) = toN y)
          by (unfold y; rewrite toN_lxor, !Hh; reflexivity).
        rewrite Ey.
        assert (Hy : (toN y < toN fb)%N)
          by (unfold y; rewrite toN_lxor; apply xor_below; apply Hsmall).
        pose proof (fmark_relc c _ _ _ Hm Hy) as Hm'.
        assert (Emk : (y =? fv)%uint63 = marked (mark s (toN y)) (toN fv)).
        { apply eq_iff_eq_true. rewrite marked_mark, Hun.
          rewrite eqb_spec. split; [intros ->; left; reflexivity|].
          intros [E|E]; [apply toN_inj; exact E | discriminate]. }
        rewrite Emk. cbn [trel].
        split; [split; [exact Hm'|]|].
        + split; [destruct (marked (mark s (toN y)) (toN fv)); [|reflexivity];
                rewrite <- Hfc; apply ffirst_unmarked_rare_eq;
                [rewrite Hfc; exact Hm' | pose proof bound_le; lia]|].
          split; [destruct (marked (mark s (toN y)) (toN fv));
                [apply first_unmarked_rare_le | lia]|].
          split; [destruct (marked (mark s (toN y)) (toN fv)) eqn:Mk;
                [apply first_unmarked_rare_unmarked | intros _; exact Mk]|].
          rewrite toN_add, toN_1 by (rewrite toN_1; lia). split; lia.
        + split; [lia|]. split; [lia|]. rewrite tl_skipn. f_equal. lia.
      Qed.

      (** [cnt] machine steps from [a], one after the other, are [cnt] steps of [search_step]. *)
      Lemma fsearch_run_rel k fbk : (k < 1024)%N -> ((k <= n)%N -> toN fbk = (n - k)%N) ->
        forall f s m v fv w fw fa fcnt,
        mrelc c s m -> toN fv = v -> (v <= c)%N -> ((v < c)%N -> marked s v = false) ->
        toN fw = w -> (w + toN fcnt < 2 ^ 62)%N -> (1 <= toN fa)%N ->
        ((0 < toN fcnt)%N -> (k + 2 * (toN fa + toN fcnt - 1) <= n)%N) ->
        (toN fcnt <= N.of_nat f)%N ->
        search_rel k s v w (toN fa) (toN fcnt)
          (fsearch_run P tab ftabw ftabn fk0 f (fchunk fh 0) fh st fn fc fbk m fv fw fa fcnt).
      Proof.
        intros Hk Hbk f. induction f as [|f IH];
          intros s m v fv w fw fa fcnt Hm Hv Hvc Hun Hw HwB Ha1 Hrange Hd; unfold search_rel.
        { replace (toN fcnt) with 0%N by lia. cbn [fsearch_run N.to_nat run_nat trel].
          split; [split; [exact Hm|]; repeat split; auto; lia|].
          split; [lia|]; split; [lia|]; f_equal; f_equal; lia. }
        rewrite fsearch_run_S.
        destruct (N.eqb_spec (toN fcnt) 0) as [E0|E0].
        { rewrite (proj2 (eqb_spec fcnt 0) (toN_inj fcnt 0 ltac:(rewrite toN_0; exact E0))), E0.
          cbn [N.to_nat run_nat trel]. split; [split; [exact Hm|]; repeat split; auto; lia|].
          split; [lia|]; split; [lia|]; f_equal; f_equal; lia. }
        rewrite (proj2 (eqb_false_spec fcnt 0)) by (intros E; apply E0; rewrite E; reflexivity).
        destruct (N.lt_ge_cases v c) as [Lt|Ge].
        2:{ rewrite fsearch_stop_cond by lia.
            replace (N.to_nat (toN fcnt)) with (S (N.to_nat (toN fcnt) - 1)) by lia.
            cbn [run_nat search_step].
            replace (v <? c)%N with false by (symmetry; apply N.ltb_ge; exact Ge).
            cbn [trel]. split; [split; [exact Hm|]; repeat split; auto; lia | exact Ge]. }
        rewrite (proj2 (negb_false_iff _)) by (rewrite ltb_toN, Hfc, Hv; apply N.ltb_lt; exact Lt).
        specialize (Hrange ltac:(lia)).
        assert (Ec : toN (fcnt - 1)%uint63 = (toN fcnt - 1)%N)
          by (rewrite toN_sub, toN_1; rewrite ?toN_1; lia).
        replace (N.to_nat (toN fcnt)) with (1 + N.to_nat (toN (fcnt - 1)))%nat by lia.
        rewrite run_nat_add.
        pose proof (fsearch_step_rel k fbk s m v fv w fw fa Hbk Hm Hv Lt (Hun Lt) Hw ltac:(lia)
                      Ha1 ltac:(lia)) as H1.
        unfold search_rel in H1. change (N.to_nat 1) with 1%nat in H1.
        destruct (fsearch_step P tab ftabw ftabn fk0 (fchunk fh 0) fh st fn fc fbk m fv fw fa) as
          [[m1 fv1] fw1].
        destruct (run_nat (search_step M P k0 h n k c) 1
                    (s, v, w, toN fa, skipn (N.to_nat (k + toN fa - 1)) rv))
          as [[[[[s1 v1] w1] a1] cur1]|[[[[s1 v1] w1] a1] cur1]]; cbn [bind_run].
        - destruct H1 as [H1 Hc1]. rewrite fsearch_run_stop.
          + split; [|exact Hc1]. apply (trel_mono c (w + 1)); [lia | exact H1].
          + destruct H1 as (_ & <- & _). exact Hc1.
        - destruct H1 as (H1 & Ew1 & Ea1 & Ecur1).
          assert (Ea : toN (fa + 1)%uint63 = (toN fa + 1)%N)
            by (rewrite toN_add, toN_1 by (rewrite toN_1; lia); reflexivity).
          rewrite Ecur1, Ea1, <- Ea.
          replace (w + toN fcnt)%N with (w1 + toN (fcnt - 1))%N by lia.
          replace (toN fa + toN fcnt)%N with (toN (fa + 1) + toN (fcnt - 1))%N by lia.
          destruct H1 as (Hm1 & Hv1 & Hvc1 & Hun1 & Hw1 & _).
          apply IH; [exact Hm1 | exact Hv1 | exact Hvc1 | exact Hun1 | exact Hw1 | lia | lia |
                     intros; lia | lia].
      Qed.

      (** A search result that agrees with one that [search_rel] relates is related too. *)
      Lemma search_rel_fres k s v w a cnt r l :
        search_rel k s v w a cnt r -> fres_rel P tab fk0 fb st fn fc l r ->
        search_rel k s v w a cnt l.
      Proof.
        destruct l as [[ml vl] wl], r as [[mr vr] wr]. intros H (-> & -> & E & Sl & _).
        assert (T : forall W x, trel c W x (mr, vr, wr) -> trel c W x (ml, vr, wr)).
        { intros W [[s' v'] w'] ([_ Hm] & H2). split; [|exact H2]. split; [exact Sl|].
          intros u Hu Hr. rewrite E by (rewrite ?Hfc; assumption). apply Hm; assumption. }
        unfold search_rel in *.
        destruct (run_nat _ _ _) as [[[[[s' v'] w'] a'] cur']|[[[[s' v'] w'] a'] cur']];
          destruct H as [H R]; (split; [apply T, H | exact R]).
      Qed.

      (** The leaf of the halving takes the same steps with or without the packed values, but
          for the marks of the blocks passed over. *)
      Lemma fleaf_rel k fbk m fv fw fa fcnt :
        ((k <= n)%N -> toN fbk = (n - k)%N) ->
        (toN fcnt <= toN 512%uint63)%N -> (1 <= toN fa)%N ->
        ((0 < toN fcnt)%N -> (k + 2 * (toN fa + toN fcnt - 1) <= n)%N) ->
        fstamped fb st m ->
        fres_rel P tab fk0 fb st fn fc
          (if pkon then fsearch_blocks P tab ftabw ftabn fk0 63 (fchunk fh 0) fh pex pk pr
                          (fR - fbk) st fn fc fbk m fv fw fa fcnt
           else fsearch_go P tab ftabw ftabn fk0 512 (fchunk fh 0) fh st fn fc fbk m fv fw fa fcnt)
          (fsearch_run P tab ftabw ftabn fk0 512 (fchunk fh 0) fh st fn fc fbk m fv fw fa fcnt).
      Proof.
        intros Hbk Hc512 Ha1 Hrange Sm. change (toN 512) with 512%N in Hc512.
        pose proof bound_le as Hfb1.
        assert (Hcf : (toN fc <= toN fb)%N) by lia.
        destruct pkon eqn:On.
        2:{ rewrite fsearch_go_run by (cbn; lia).
            apply (fsearch_run_refl P tab ftabw ftabn fk0 fnotrare_bits);
              [exact Hcf | lia | exact Sm]. }
        destruct (N.lt_ge_cases (toN fcnt) 8) as [Lt|Ge].
        - rewrite fsearch_blocks_small
            by (rewrite ltb_toN; change (toN 8) with 8%N; apply N.ltb_lt, Lt).
          destruct (negb (fv <? fc))%uint63 eqn:Stop.
          { rewrite fsearch_run_stop_any by exact Stop.
            apply fres_rel_same; [intros u _ _; reflexivity | exact Sm | exact Sm]. }
          rewrite (fsearch_run_fuel P tab ftabw ftabn fk0 8 512) by (cbn; lia).
          apply (fsearch_run_refl P tab ftabw ftabn fk0 fnotrare_bits);
            [exact Hcf | lia | exact Sm].
        - destruct (Hpinv eq_refl) as (Hk & Hr & Hkc & Hrc & _).
          specialize (Hrange ltac:(lia)). specialize (Hbk ltac:(lia)).
          change 512%nat with (8 * 63 + 8)%nat.
          apply (fsearch_blocks_rel P tab ftabw ftabn fk0 fnotrare_bits fh pex pk pr fR n);
            auto; try lia.
          + intros i Hi. apply toN_inj. rewrite Hk by lia.
            rewrite (proj2 (N.ltb_lt _ _)) by exact Hi. reflexivity.
          + intros t Ht Htn. apply toN_inj. rewrite Hr by exact Ht.
            rewrite (proj2 (N.ltb_lt _ _)) by exact Htn. reflexivity.
      Qed.

      (** The same for the steps in halves. *)
      Lemma fsearch_bits_rel k fbk : (k < 1024)%N -> ((k <= n)%N -> toN fbk = (n - k)%N) ->
        forall d s m v fv w fw fa fcnt,
        mrelc c s m -> toN fv = v -> (v <= c)%N -> ((v < c)%N -> marked s v = false) ->
        toN fw = w -> (w + toN fcnt < 2 ^ 62)%N -> (1 <= toN fa)%N ->
        ((0 < toN fcnt)%N -> (k + 2 * (toN fa + toN fcnt - 1) <= n)%N) ->
        (toN fcnt <= 2 ^ N.of_nat d)%N ->
        search_rel k s v w (toN fa) (toN fcnt)
          (fsearch_bits P tab ftabw ftabn fk0 d (fchunk fh 0) fh pkon pex pk pr (fR - fbk) st fn fc
             fbk m fv fw fa fcnt).
      Proof.
        intros Hk Hbk d. induction d as [|d IH];
          intros s m v fv w fw fa fcnt Hm Hv Hvc Hun Hw HwB Ha1 Hrange Hd; unfold search_rel.
        all: destruct (N.lt_ge_cases v c) as [Lt|Ge].
        2,4: rewrite fsearch_bits_stop by lia;
             destruct (N.eqb_spec (toN fcnt) 0) as [E0|E0];
             [rewrite E0; cbn [N.to_nat run_nat trel];
              split; [split; [exact Hm|]; repeat split; auto; lia|];
              split; [lia|]; split; [lia|]; f_equal; f_equal; lia|];
             replace (N.to_nat (toN fcnt)) with (S (N.to_nat (toN fcnt) - 1)) by lia;
             cbn [run_nat search_step];
             replace (v <? c)%N with false by (symmetry; apply N.ltb_ge; exact Ge);
             cbn [trel]; split; [split; [exact Hm|]; repeat split; auto; lia | exact Ge].
        all: cbn [fsearch_bits].
        all: rewrite (proj2 (negb_false_iff _))
               by (rewrite ltb_toN, Hfc, Hv; apply N.ltb_lt; exact Lt).
        all: assert (Hlim : (toN 512%uint63 = 512)%N) by reflexivity.
        all: rewrite leb_toN.
        all: destruct (N.leb_spec (toN fcnt) (toN 512%uint63)) as [Small|Big].
        1,3: apply (search_rel_fres k s v w (toN fa) (toN fcnt)
                      (fsearch_run P tab ftabw ftabn fk0 512 (fchunk fh 0) fh st fn fc fbk m fv fw
                         fa fcnt));
             [apply fsearch_run_rel; auto; change (N.of_nat 512) with 512%N; lia |
              apply (fleaf_rel k); try exact (proj1 Hm); auto; lia].
        1: cbn in Hd; lia.
        - (* two halves *)
          assert (Eh : toN (fcnt >> 1)%uint63 = (toN fcnt / 2)%N) by apply toN_half.
          assert (El : toN (fcnt - (fcnt >> 1))%uint63 = (toN fcnt - toN fcnt / 2)%N)
            by (rewrite toN_sub, Eh; [reflexivity | rewrite Eh; apply N.div_le_upper_bound; lia]).
          pose proof (N.div_mod (toN fcnt) 2 ltac:(lia)).
          pose proof (N.mod_lt (toN fcnt) 2 ltac:(lia)).
          assert (Hhalf : (toN fcnt / 2 <= toN fcnt)%N) by (apply N.div_le_upper_bound; lia).
          rewrite Nat2N.inj_succ, N.pow_succ_r' in Hd.
          set (left := (fcnt - (fcnt >> 1))%uint63) in *. clearbody left.
          assert (Esplit : N.to_nat (toN fcnt) =
                           (N.to_nat (toN left) + N.to_nat (toN (fcnt >> 1)))%nat).
          { rewrite El, Eh, <- N2Nat.inj_add. f_equal. lia. }
          rewrite Esplit, run_nat_add.
          pose proof (IH s m v fv w fw fa left Hm Hv Hvc Hun Hw ltac:(lia) Ha1
                        ltac:(intros; lia) ltac:(lia)) as Hlf.
          unfold search_rel in Hlf.
          destruct (fsearch_bits P tab ftabw ftabn fk0 d (fchunk fh 0) fh pkon pex pk pr (fR - fbk)
                      st fn fc fbk m fv fw fa left)
            as [[m1 fv1] fw1].
          destruct (run_nat (search_step M P k0 h n k c) (N.to_nat (toN left))
                      (s, v, w, toN fa, skipn (N.to_nat (k + toN fa - 1)) rv))
            as [[[[[s1 v1] w1] a1] cur1]|[[[[s1 v1] w1] a1] cur1]]; cbn [bind_run].
          + destruct Hlf as [Hlf Hc1]. rewrite fsearch_bits_stop.
            * split; [|exact Hc1]. apply (trel_mono c (w + toN left)); [lia | exact Hlf].
            * destruct Hlf as (_ & <- & _). exact Hc1.
          + destruct Hlf as (Hlf & Ew1 & Ea1 & Ecur1).
            assert (Ea : toN (fa + left)%uint63 = (toN fa + toN left)%N)
              by (rewrite toN_add by lia; reflexivity).
            rewrite Ecur1, Ea1, <- Ea.
            replace (w + toN fcnt)%N with (w1 + toN (fcnt >> 1))%N by lia.
            replace (toN fa + toN fcnt)%N with (toN (fa + left) + toN (fcnt >> 1))%N by lia.
            destruct Hlf as (Hm1 & Hv1 & Hvc1 & Hun1 & Hw1 & _).
            apply IH; [exact Hm1|exact Hv1|exact Hvc1|exact Hun1|exact Hw1|lia|lia|intros; lia|].
            rewrite Eh. apply N.div_le_upper_bound; lia.
      Qed.

      (** The first 512 splits, then the others. *)
      Lemma fsearch_split_rel k fbk : (k < 1024)%N -> ((k <= n)%N -> toN fbk = (n - k)%N) ->
        forall s m v fv w fw fcnt,
        mrelc c s m -> toN fv = v -> (v <= c)%N -> ((v < c)%N -> marked s v = false) ->
        toN fw = w -> (w + toN fcnt < 2 ^ 62)%N ->
        ((0 < toN fcnt)%N -> (k + 2 * toN fcnt <= n)%N) ->
        search_rel k s v w 1 (toN fcnt)
          (fsearch_split P tab ftabw ftabn fk0 (fchunk fh 0) fh pkon pex pk pr (fR - fbk) st fn fc
             fbk m fv fw fcnt).
      Proof.
        intros Hk Hbk s m v fv w fw fcnt Hm Hv Hvc Hun Hw HwB Hrange. unfold fsearch_split.
        pose proof (toN_bound fcnt) as Hcb.
        rewrite leb_toN. change (toN 512) with 512%N.
        destruct (N.leb_spec (toN fcnt) 512) as [Small|Big].
        { pose proof (fsearch_bits_rel k fbk Hk Hbk 63 s m v fv w fw 1 fcnt Hm Hv Hvc Hun Hw
                        ltac:(lia) ltac:(change (toN 1) with 1%N; lia)
                        ltac:(intros; change (toN 1) with 1%N; lia) ltac:(cbn; lia)) as H.
          change (toN 1) with 1%N in H. exact H. }
        unfold search_rel.
        replace (N.to_nat (toN fcnt)) with (N.to_nat 512 + N.to_nat (toN (fcnt - 512)))%nat
          by (rewrite toN_sub; change (toN 512) with 512%N; lia).
        rewrite run_nat_add.
        pose proof (fsearch_bits_rel k fbk Hk Hbk 9 s m v fv w fw 1 512 Hm Hv Hvc Hun Hw
                      ltac:(change (toN 512) with 512%N; lia) ltac:(change (toN 1) with 1%N; lia)
                      ltac:(intros; change (toN 1) with 1%N; change (toN 512) with 512%N; lia)
                      ltac:(change (toN 512) with 512%N; cbn; lia)) as Hlf.
        unfold search_rel in Hlf. change (toN 1) with 1%N in Hlf.
        change (toN 512) with 512%N in Hlf.
        destruct (fsearch_bits P tab ftabw ftabn fk0 9 (fchunk fh 0) fh pkon pex pk pr (fR - fbk) st
                    fn fc fbk m fv fw 1 512)
          as [[m1 fv1] fw1].
        destruct (run_nat (search_step M P k0 h n k c) (N.to_nat 512)
                    (s, v, w, 1%N, skipn (N.to_nat (k + 1 - 1)) rv))
          as [[[[[s1 v1] w1] a1] cur1]|[[[[s1 v1] w1] a1] cur1]]; cbn [bind_run].
        - destruct Hlf as [Hlf Hc1]. rewrite fsearch_bits_stop.
          + split; [|exact Hc1]. apply (trel_mono c (w + 512)); [lia | exact Hlf].
          + destruct Hlf as (_ & <- & _). exact Hc1.
        - destruct Hlf as (Hlf & Ew1 & Ea1 & Ecur1).
          rewrite Ecur1, Ea1.
          replace (w + toN fcnt)%N with (w1 + toN (fcnt - 512))%N
            by (rewrite toN_sub; change (toN 512) with 512%N; lia).
          replace (1 + 512)%N with (toN 513) by reflexivity.
          replace (1 + toN fcnt)%N with (toN 513 + toN (fcnt - 512))%N
            by (rewrite toN_sub; change (toN 512) with 512%N; change (toN 513) with 513%N; lia).
          destruct Hlf as (Hm1 & Hv1 & Hvc1 & Hun1 & Hw1 & _).
          apply fsearch_bits_rel; auto;
            rewrite ?toN_sub; change (toN 512) with 512%N in *; change (toN 513) with 513%N in *;
            try lia.
      Qed.

      Lemma fsearch_digit_rel W x fx k :
        trel c W x fx -> In k (split_places ds) -> (W + L < 2 ^ 62)%N ->
        trel c (W + L) (search_digit M P k0 h rv n c x k)
          (fsearch_digit P tab ftabw ftabn fk0 fR fh pkon pex pk pr st fn fc fx
             (ofN k, N.to_nat k)).
      Proof.
        destruct x as [[s v] w], fx as [[m fv] fw].
        intros (Hm & Hv & Hvc & Hun & Hw & HwW) Hin HW.
        pose proof (split_place _ Hin) as Hk.
        assert (Ek : toN (ofN k) = k) by (apply toN_ofN; lia).
        assert (Ecnt : toN (fsearch_count fn (ofN k)) = ((n - k) / 2)%N).
        { unfold fsearch_count. rewrite leb_toN, Ek, Hn.
          destruct (k <=? n)%N eqn:C.
          - apply N.leb_le in C. rewrite toN_div, toN_sub; rewrite ?Ek, ?Hn; [reflexivity | lia].
          - apply N.leb_gt in C. rewrite toN_0. replace (n - k)%N with 0%N by lia. reflexivity. }
        unfold search_digit, fsearch_digit. cbn [fst snd]. rewrite run_N_nat, <- Ecnt.
        assert (Hdiv : ((n - k) / 2 <= n - k)%N) by (apply N.div_le_upper_bound; lia).
        assert (Hdiv2 : (2 * ((n - k) / 2) <= n - k)%N)
          by (apply N.mul_div_le; lia).
        pose proof (fsearch_split_rel k (fn - ofN k) ltac:(lia)
                      ltac:(intros; rewrite toN_sub, Ek, Hn; [reflexivity | rewrite Ek, Hn; lia])
                      s m v fv w fw (fsearch_count fn (ofN k)) Hm Hv Hvc Hun Hw
                      ltac:(rewrite Ecnt; lia) ltac:(rewrite Ecnt; lia)) as H.
        unfold search_rel in H.
        replace (N.to_nat (k + 1 - 1)) with (N.to_nat k) in H by lia.
        destruct (run_nat _ _ _) as [[[[[s' v'] w'] a'] cur']|[[[[s' v'] w'] a'] cur']];
          cbn [search_result]; destruct H as [H _]; (eapply trel_mono; [|exact H]);
          rewrite Ecnt; lia.
      Qed.
    End Search.

    Lemma fheap_value_rel rv rs frs blk fnrare :
      List.length rv = N.to_nat n ->
      (forall i, (i < N.to_nat n)%nat -> nth i rv 0%N = hget h (n - 1 - N.of_nat i)) ->
      Forall2 rrel rs (rlist_list frs) -> (toN fnrare <= max_rare)%N ->
      blk_inv fks blk fh frs n -> (fb_on blk = true -> (n < toN (fb_base blk) + 8)%N) ->
      let '(value, w) := heap_value ds M P k0 h rv rs (toN fnrare) lg n in
      let '(fv, fw, fm) :=
        fheap_value P fds fks tab ftabw ftabn fk0 fR fh pkon pex pk pr frs blk fnrare fb st fn
          (0%uint63, arr0) in
      toN fv = value /\ toN fw = w /\ (w <= 1024 * max_rare + 1024 * L)%N /\
      (value <= 65536)%N /\ (forall v, (toN (snd fm).[v] <= toN st)%N).
    Proof.
      intros Hrvl Hrvh Hrs Hnr Hblk Hb8. unfold heap_value, fheap_value.
      pose proof (fenum_block_rel _ _ _ _ _ Hrs Hblk Hb8 fmove_marks_rel) as Hm0.
      set (s0 := enum_marks ds h rs n (move_marks ds h n)) in *.
      set (m0 := fenum_block fks fh frs blk st fn
                    (fmove_marks fds fh st fn (0%uint63, arr0))) in *.
      assert (Hb' : (2 ^ N.size lg <= 65536)%N) by (apply pow2_size_le; exact Hlg).
      set (c := first_where (fun v => negb (marked s0 v) && negb (rare M P k0 v n)) 0
                  (2 ^ N.size lg)).
      set (fc := fcommon_first P tab ftabw ftabn fk0 m0 st fn fb).
      assert (Hfc : toN fc = c).
      { pose proof bound_le. unfold fc, c. rewrite fcommon_first_where by lia.
        rewrite <- Hfb, <- toN_0.
        apply ffirst_where_eq; [rewrite toN_0; lia|]. intros i Hi.
        rewrite toN_0, Hfb in Hi. destruct Hm0 as (_ & _ & Hm0). rewrite Hm0.
        rewrite frare_eq, Hn by lia. reflexivity. }
      assert (Hc : (c <= toN fb)%N).
      { unfold c. destruct (first_where_spec (fun v => negb (marked s0 v) &&
                                                         negb (rare M P k0 v n)) 0
                              (2 ^ N.size lg)) as [B _]. lia. }
      destruct (fenum_work_eq fnrare Hnr) as [Ew Bw].
      pose proof (fold_sim (search_digit M P k0 h rv n c)
                    (fsearch_digit P tab ftabw ftabn fk0 fR fh pkon pex pk pr st fn fc)
                    (fun a b => b = (ofN a, N.to_nat a))
                    (fun i x fx => trel c (1024 * max_rare + N.of_nat i * L) x fx)
                    (split_places ds) fks) as H.
      lapply H; [clear H|rewrite Hfks; apply Forall2_map_conv].
      intros H. lapply H; clear H.
      2:{ intros i x fx k b Hi Hin ->. intros Hx.
          pose proof split_places_length as Hlen.
          assert (HiL : (N.of_nat i * L <= 1024 * 2 ^ 32)%N) by (apply N.mul_le_mono; lia).
          apply (trel_mono c (1024 * max_rare + N.of_nat i * L + L));
            [rewrite Nat2N.inj_succ, N.mul_succ_l; lia|].
          apply fsearch_digit_rel; auto. lia. }
      intros H.
      specialize (H (s0, first_unmarked_rare M P k0 s0 n c, enum_work ds (toN fnrare) n)
                    (m0, ffirst_unmarked_rare P tab ftabw ftabn fk0 m0 st fn fc,
                     fenum_work fks fnrare fn)).
      lapply H; clear H.
      2:{ cbn [trel N.of_nat]. split; [apply mrel_mrelc, Hm0|].
          split; [rewrite <- Hfc; apply ffirst_unmarked_rare_eq;
                  [rewrite Hfc; apply mrel_mrelc, Hm0 | lia]|].
          split; [apply first_unmarked_rare_le|].
          split; [apply first_unmarked_rare_unmarked|]. split; [exact Ew | lia]. }
      destruct (fold_left (search_digit M P k0 h rv n c) (split_places ds) _) as [[s1 v1] w1].
      destruct (fold_left (fsearch_digit P tab ftabw ftabn fk0 fR fh pkon pex pk pr st fn fc) fks _)
        as [[m1 fv1] fw1].
      intros (((_ & Hle1) & _) & Hv1 & Hvc1 & _ & Hw1 & HwW).
      pose proof split_places_length as Hlen.
      assert (HL' : (N.of_nat (List.length (split_places ds)) * L <= 1024 * L)%N)
        by (apply N.mul_le_mono_r; lia).
      split; [auto|]. split; [auto|]. split; [lia|]. split; [lia | exact Hle1].
    Qed.
  End Heap.

  (** The slow and the machine states after [i] heaps. *)
  Record strel (i : nat) (st : state) (x : fstate) : Prop := {
    sr_n : toN (f_n x) = st_n st;
    sr_i : st_n st = N.of_nat i;
    sr_hist : forall j, toN (fget (f_hist x) j) = hget (st_hist st) (toN j);
    sr_wf : fwf nchunks clen (f_hist x);
    sr_small : forall j, (toN (fget (f_hist x) j) <= st_largest st)%N;
    sr_rev_length : List.length (st_rev st) = N.to_nat (st_n st);
    sr_rev_hist : forall i, (i < N.to_nat (st_n st))%nat ->
                  nth i (st_rev st) 0%N = hget (st_hist st) (st_n st - 1 - N.of_nat i);
    sr_rare : Forall2 (rrel (st_largest st)) (st_rare st) (rlist_list (f_rare x));
    sr_nrare : toN (f_nrare x) = st_nrare st;
    sr_nrare_le : (st_nrare st <= max_rare)%N;
    sr_largest : toN (f_largest x) = st_largest st;
    sr_largest_small : (st_largest st < 65536)%N;
    sr_largest_heap : toN (f_largest_heap x) = st_largest_heap st;
    sr_work : toN (f_work x) = st_work st;
    sr_work_le : (st_work st <= max_work)%N;
    sr_bound : toN (f_bound x) = (2 ^ N.size (st_largest st))%N;
    sr_pk : f_pkon x = true -> pinv (f_hist x) (f_pk x) (f_pr x) fR (st_n st);
    sr_marks : forall v, (toN (f_marks x).[v] <= st_n st)%N;
    sr_blk : blk_inv fks (f_blk x) (f_hist x) (f_rare x) (st_n st)
  }.

  (** The block a heap uses holds its invariant, and the heap is inside it. *)
  Lemma hblock_at_inv i st x : (N.of_nat i < L)%N -> strel i st x ->
    blk_inv fks (hblock_at fks x) (f_hist x) (f_rare x) (st_n st) /\
    (fb_on (hblock_at fks x) = true -> (st_n st < toN (fb_base (hblock_at fks x)) + 8)%N).
  Proof.
    intros Hi R. destruct R. unfold hblock_at.
    destruct (f_pkon x && (f_largest x <? 128)%uint63 && (fkmax fks + 9 <=? f_n x)%uint63) eqn:C;
      [|split; intros H; discriminate].
    assert (Hkm : (toN (fkmax fks) < 1024)%N).
    { apply fkmax_lt; [lia|]. intros k Hk. rewrite Hfks in Hk. apply in_map_iff in Hk.
      destruct Hk as [k' [<- Hin]]. cbn [fst]. rewrite toN_ofN by (pose proof (split_place _ Hin); lia).
      apply split_place, Hin. }
    apply andb_true_iff in C as [C C9]. apply andb_true_iff in C as [Con C128].
    rewrite ltb_toN in C128. apply N.ltb_lt in C128. change (toN 128) with 128%N in C128.
    rewrite leb_toN, toN_add in C9 by (change (toN 9) with 9%N; lia).
    apply N.leb_le in C9. change (toN 9) with 9%N in C9.
    assert (Hfresh : blk_inv fks (hblock_make fks (f_pk x) (f_rare x) (f_n x)) (f_hist x)
                       (f_rare x) (st_n st) /\
                     (fb_on (hblock_make fks (f_pk x) (f_rare x) (f_n x)) = true ->
                      (st_n st < toN (fb_base (hblock_make fks (f_pk x) (f_rare x) (f_n x))) + 8)%N)).
    2:{ cbv zeta. destruct (fb_on (f_blk x)) eqn:On.
        - destruct (f_n x - fb_base (f_blk x) <? 8)%uint63 eqn:C8.
          + split; [exact sr_blk0|]. intros _.
            destruct (sr_blk0 On) as (_ & Hbn & _). rewrite ltb_toN, toN_sub in C8 by lia.
            apply N.ltb_lt in C8. change (toN 8) with 8%N in C8. lia.
          + destruct (_ =? lanes_top)%uint63; [split; intros H; discriminate | exact Hfresh].
        - destruct (f_n x - fb_base (f_blk x) <? 256)%uint63;
            [split; intros H; rewrite On in H; discriminate | exact Hfresh]. }
    { destruct (sr_pk0 Con) as (Hpk1 & _ & Hkc & _).
      assert (Hnb : (toN (f_n x) < 2 ^ 40)%N) by lia.
      split; [|intros _; cbn [fb_base hblock_make]; lia].
      intros _. cbn [fb_base fb_hi fb_left fb_lanes hblock_make].
      split; [exact C9|]. split; [lia|]. split; [exact Hnb|]. split; [reflexivity|].
      split; [reflexivity|]. intros j Hj _ D.
      assert (Hks : forall k, In k fks ->
                (toN (f_n x - fkmax fks)%uint63 + toN (fst k) <= toN (f_n x))%N).
      { intros k Hk. pose proof (fkmax_ge fks k Hk). rewrite toN_sub by lia. lia. }
      assert (Hx : forall r v, In (r, v) (rlist_list (f_rare x)) ->
                   fmid (f_n x - fkmax fks) r = true -> (toN v < 128)%N).
      { intros r v Hin _. destruct (Forall2_In_r _ _ _ _ sr_rare0 Hin) as [[r' v'] [_ [E Hle]]].
        cbn [snd] in Hle. rewrite <- sr_largest0 in Hle. lia. }
      destruct (hblock_lanes_spec fks (f_pk x) (f_rare x) (f_n x) (f_n x - fkmax fks) Hkc Hks
                  ltac:(lia) Hx j Hj) as (El & Eh & Hs).
      assert (Hread : forall k, In k fks -> forall r, fmid (f_n x - fkmax fks) r = true ->
                gpk (f_pk x) (f_n x + ofN (N.of_nat j) - fst k - r)%uint63 =
                fget (f_hist x) (f_n x + ofN (N.of_nat j) - fst k - r)%uint63).
      { intros k Hk r Hm.
        destruct (mid_read fks (f_n x) _ k r j C9 Hnb eq_refl Hk Hm Hj) as [E B].
        unfold gpk. apply toN_inj. rewrite Hpk1 by (rewrite E; lia).
        rewrite E, (proj2 (N.ltb_lt _ _)) by (rewrite <- sr_n0; lia).
        rewrite fsat_small; [reflexivity|].
        pose proof (sr_small0 (f_n x + ofN (N.of_nat j) - fst k - r)%uint63). lia. }
      split; [|split].
      + rewrite El. apply midbits_ext. intros k Hk r v _ Hm. apply Hread; assumption.
      + rewrite Eh. apply midbits_ext. intros k Hk r v _ Hm. apply Hread; assumption.
      + intros k Hk r v Hin Hm. rewrite <- Hread by assumption. apply (Hs D); assumption. }
  Qed.

  Lemma fheap_step_rel i st x :
    (N.of_nat i < L)%N -> strel i st x ->
    match heap_step ds M P k0 max_rare max_work max_value st,
          fheap_step P fds fks tab ftabw ftabn fk0 fmax_rare fmax_work fmax_value fR x with
    | inl e, inl fe => e = fe
    | inr st', inr x' => strel (S i) st' x'
    | _, _ => False
    end.
  Proof.
    intros Hi R. destruct (hblock_at_inv i st x Hi R) as [Hbi Hb8]. destruct R.
    unfold heap_step, fheap_step.
    assert (Hn : (st_n st < L)%N) by lia.
    assert (Hst : toN (f_n x + 1)%uint63 = (st_n st + 1)%N)
      by (rewrite toN_add, toN_1, sr_n0 by (rewrite toN_1; lia); reflexivity).
    assert (Harr : PArray.length (fmarks_array x) = f_bound x /\
                   forall v, (toN (fmarks_array x).[v] < toN (f_n x + 1)%uint63)%N).
    { unfold fmarks_array. rewrite Hst.
      destruct (PArray.length (f_marks x) =? f_bound x)%uint63 eqn:E.
      - apply eqb_spec in E. split; [exact E|]. intros v. specialize (sr_marks0 v). lia.
      - pose proof (pow2_size_le (st_largest st) sr_largest_small0).
        split; [apply length_make_small; lia|]. intros v. rewrite get_make, toN_0. lia. }
    assert (Hpex : (f_largest x <? 127)%uint63 = true ->
                   forall j, (toN (fget (f_hist x) j) < 127)%N).
    { intros E j. rewrite ltb_toN in E. apply N.ltb_lt in E. change (toN 127) with 127%N in E.
      pose proof (sr_small0 j). lia. }
    pose proof (fheap_value_rel (st_hist st) (f_hist x) (st_n st) (f_n x) (f_n x + 1) sr_n0 Hn
                  Hst sr_hist0 (st_largest st) (f_bound x) sr_largest_small0 sr_bound0 sr_small0
                  (f_pkon x) (f_largest x <? 127)%uint63 (f_pk x) (f_pr x) sr_pk0 Hpex
                  (fmarks_array x) (proj1 Harr) (proj2 Harr)
                  (st_rev st) (st_rare st) (f_rare x) (hblock_at fks x) (f_nrare x)
                  sr_rev_length0 sr_rev_hist0 sr_rare0 ltac:(lia) Hbi Hb8) as H.
    rewrite sr_nrare0 in H.
    destruct (heap_value ds M P k0 (st_hist st) (st_rev st) (st_rare st) (st_nrare st)
                (st_largest st) (st_n st)) as [value w].
    destruct (fheap_value P fds fks tab ftabw ftabn fk0 fR (f_hist x) (f_pkon x)
                (f_largest x <? 127)%uint63 (f_pk x) (f_pr x) (f_rare x) (hblock_at fks x)
                (f_nrare x) (f_bound x) (f_n x + 1) (f_n x) (0%uint63, fmarks_array x))
      as [[fv fw] m].
    destruct H as (Hv & Hw & Hwb & Hvb & Hm).
    assert (Ework : toN (f_work x + fw)%uint63 = (st_work st + w)%N)
      by (rewrite toN_add, sr_work0, Hw by lia; reflexivity).
    rewrite ltb_toN, Ework, Hmax_work.
    destruct (max_work <? st_work st + w)%N eqn:Cw; [rewrite sr_n0; reflexivity|].
    apply N.ltb_ge in Cw.
    rewrite ltb_toN, Hv, Hmax_value.
    destruct (max_value <? value)%N eqn:Cv; [rewrite sr_n0; reflexivity|].
    apply N.ltb_ge in Cv.
    assert (Hlargest : exists largest largest_heap fl flh fb,
      (if (st_largest st <? value)%N then (value, st_n st)
       else (st_largest st, st_largest_heap st)) = (largest, largest_heap) /\
      (if (f_largest x <? fv)%uint63 then (fv, f_n x, ofN (2 ^ N.size value))
       else (f_largest x, f_largest_heap x, f_bound x)) = (fl, flh, fb) /\
      toN fl = largest /\ toN flh = largest_heap /\ (largest < 65536)%N /\
      toN fb = (2 ^ N.size largest)%N /\ (st_largest st <= largest)%N /\ (value <= largest)%N).
    { rewrite ltb_toN, sr_largest0, Hv. destruct (N.ltb_spec (st_largest st) value).
      - exists value, (st_n st), fv, (f_n x), (ofN (2 ^ N.size value)).
        split; [reflexivity|]. split; [reflexivity|]. split; [exact Hv|].
        split; [exact sr_n0|]. split; [lia|].
        pose proof (pow2_size_le value ltac:(lia)).
        split; [rewrite toN_ofN; [reflexivity|lia]|]. lia.
      - exists (st_largest st), (st_largest_heap st), (f_largest x), (f_largest_heap x),
          (f_bound x). repeat split; auto; lia. }
    destruct Hlargest as (largest & largest_heap & fl & flh & fb & E1 & E2 & Hl1 & Hl2 & Hl3 & Hl4
                          & Hl5 & Hl6).
    rewrite E1, E2. cbv beta iota zeta.
    assert (Hnew : forall j, toN (fget (fset (f_hist x) (f_n x) fv) j) =
                             hget (hset (st_hist st) (st_n st) value) (toN j)).
    { intros j. rewrite (fget_fset nchunks clen);
      [|exact Hnchunks | exact sr_wf0 | rewrite sr_n0; lia | rewrite sr_n0; lia].
      rewrite hget_hset, eqb_toN, sr_n0. destruct (st_n st =? toN j)%N; [exact Hv|].
      apply sr_hist0. }
    assert (Hnew_small : forall j, (toN (fget (fset (f_hist x) (f_n x) fv) j) <= largest)%N).
    { intros j. rewrite (fget_fset nchunks clen);
      [|exact Hnchunks | exact sr_wf0 | rewrite sr_n0; lia | rewrite sr_n0; lia].
      destruct (f_n x =? j)%uint63; [lia|]. specialize (sr_small0 j). lia. }
    assert (Hrev_hist : forall i, (i < N.to_nat (N.succ (st_n st)))%nat ->
              nth i (value :: st_rev st) 0%N =
              hget (hset (st_hist st) (st_n st) value) (N.succ (st_n st) - 1 - N.of_nat i)).
    { intros [|j] Hj; rewrite hget_hset; cbn [nth].
      - rewrite (proj2 (N.eqb_eq _ _)) by lia. reflexivity.
      - rewrite (proj2 (N.eqb_neq _ _)) by lia. rewrite sr_rev_hist0 by lia. f_equal. lia. }
    assert (Hrare_small : Forall2 (rrel largest) (st_rare st) (rlist_list (f_rare x))).
    { eapply Forall2_weaken; [|exact sr_rare0]. intros a b [Ea Hb]. split; [exact Ea | lia]. }
    assert (Hn1 : toN (f_n x + 1)%uint63 = N.succ (st_n st)) by lia.
    assert (Hpk' : let pkon := f_pkon x && (fv <? 256)%uint63 in
              pkon = true ->
              pinv (fset (f_hist x) (f_n x) fv)
                (if pkon then pput (f_pk x) (f_n x + 7) (fsat fv) else f_pk x)
                (if pkon then pput (f_pr x) (fR - f_n x) (fsat fv) else f_pr x) fR
                (N.succ (st_n st))).
    { cbv zeta. intros Hon. rewrite Hon. apply andb_true_iff in Hon as [Hon _].
      replace (N.succ (st_n st)) with (st_n st + 1)%N by lia.
      apply (pinv_step (f_hist x)); auto; try lia.
      intros j. rewrite (fget_fset nchunks clen); [reflexivity | exact Hnchunks | exact sr_wf0 |
                                                   rewrite sr_n0; lia | rewrite sr_n0; lia]. }
    rewrite ltb_toN, toN_0, frare_eq, Hv, sr_n0 by lia.
    destruct ((0 <? st_n st)%N && rare M P k0 value (st_n st)) eqn:Cr.
    - rewrite ltb_toN, toN_add, sr_nrare0, toN_1, Hmax_rare by (rewrite toN_1; lia).
      replace (st_nrare st + 1)%N with (N.succ (st_nrare st)) by lia.
      destruct (max_rare <? N.succ (st_nrare st))%N eqn:Cm; [reflexivity|].
      apply N.ltb_ge in Cm.
      constructor; cbn [st_n st_hist st_rev st_rare st_nrare st_largest st_largest_heap st_work
                        f_n f_hist f_rare f_nrare f_largest f_largest_heap f_work f_bound];
        auto; try lia.
      + apply fwf_fset; [assumption | assumption | rewrite sr_n0; lia].
      + cbn [List.length]. rewrite sr_rev_length0. lia.
      + rewrite rsnoc_list. apply Forall2_app; [exact Hrare_small|]. constructor; [|constructor].
        split; [rewrite <- sr_n0, <- Hv; reflexivity | cbn [snd]; lia].
      + rewrite toN_add, toN_1, sr_nrare0 by (rewrite toN_1; lia). lia.
      + intros v. cbn [f_marks]. specialize (Hm v). lia.
      + intros H. cbn [f_blk hblock_off fb_on] in H. discriminate.
    - constructor; cbn [st_n st_hist st_rev st_rare st_nrare st_largest st_largest_heap st_work
                        f_n f_hist f_rare f_nrare f_largest f_largest_heap f_work f_bound];
        auto; try lia.
      + apply fwf_fset; [assumption | assumption | rewrite sr_n0; lia].
      + cbn [List.length]. rewrite sr_rev_length0. lia.
      + intros v. cbn [f_marks]. specialize (Hm v). lia.
      + cbn [f_blk]. replace (N.succ (st_n st)) with (st_n st + 1)%N by lia.
        apply blk_inv_step with (f_hist x); [exact Hbi|]. intros j Hj.
        rewrite (fget_fset nchunks clen);
          [|exact Hnchunks | exact sr_wf0 | rewrite sr_n0; lia | rewrite sr_n0; lia].
        destruct (f_n x =? j)%uint63 eqn:E; [|reflexivity].
        apply eqb_spec in E. subst j. lia.
  Qed.

  Lemma finitial_rel : strel 0 initial (finitial nchunks clen pcells).
  Proof.
    destruct (fhist_init_spec nchunks clen (conj Hnchunks0 Hnchunks) Hclen) as [Hw Hz].
    constructor; cbn [st_n st_hist st_rev st_rare st_nrare st_largest st_largest_heap st_work
                      initial f_n f_hist f_rare f_nrare f_largest f_largest_heap f_work
                      f_bound f_pkon f_pk f_pr f_marks finitial]; try reflexivity; try lia.
    - intros j. rewrite Hz. unfold hget. rewrite FMapPositive.PositiveMap.gempty. reflexivity.
    - exact Hw.
    - intros j. rewrite Hz. change (toN 0) with 0%N. lia.
    - constructor.
    - intros Hp. rewrite ltb_toN, toN_0 in Hp. apply N.ltb_lt in Hp. specialize (Hpcells Hp).
      split; [|split; [|split; [|split; [|split]]]].
      + intros i _. rewrite pget_make, toN_0. rewrite (proj2 (N.ltb_ge _ _)) by lia.
        reflexivity.
      + intros t _. rewrite pget_make, toN_0. rewrite (proj2 (N.ltb_ge _ _)) by lia.
        reflexivity.
      + intros q. apply high_clear_make.
      + intros q. apply high_clear_make.
      + rewrite length_make_small by lia. lia.
      + rewrite length_make_small by lia. lia.
    - intros v. rewrite get_make, toN_0. lia.
    - intros H. cbn [hblock_off fb_on] in H. discriminate.
  Qed.

  Theorem fsparse_values_sim fL :
    toN fL = L ->
    match sparse_values ds M P k0 max_rare max_work max_value L,
          fsparse_values P fds fks tab ftabw ftabn fk0 fmax_rare fmax_work fmax_value fR nchunks
            clen pcells fL
    with
    | inl e, inl fe => e = fe
    | inr st, inr x => strel (N.to_nat L) st x
    | _, _ => False
    end.
  Proof.
    intros HfL. unfold sparse_values, fsparse_values. rewrite run_N_nat, run_int_nat, HfL.
    apply (run_nat_sim _ _ strel (@eq failure)); [|exact finitial_rel].
    intros i st x Hi R. apply fheap_step_rel; [lia | exact R].
  Qed.
End Sim.
