(** * Arithmetic periodicity of hexadecimal codes (proofs/hex-arithmetic.md).

    For [s = 2^j], [p >= 1], [mu] and a window start [N0 >= mu + 3p]: if conditions (A), (E),
    (V), (F) hold for a Grundy function [g] of a hexadecimal code, then
    [g (n + p) = g n + s] for every [n >= mu] ([hex_arithmetic]). The proof follows the note:
    levels, the nim-sum split (1), the steps at a heap [N] and induction on [N]. Then the checker
    of a certificate's instance ([check_hex_instance_sound]), the brute-force prefix
    ([hex_prefix_correct]) and the one Grundy function of a code ([hex_grundy_exists],
    [hex_grundy_unique], [check_hex_instance_correct]). *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games HexGames.

(** ** The nim-sum of numbers written [l + s * h] with [l < s = 2^j] *)

Section Xor.
  Variable j : N.
  Let s := (2 ^ j)%N.

  Lemma s_nonzero : s <> 0%N.
  Proof. apply N.pow_nonzero. discriminate. Qed.

  (** (1): the low parts and the levels are xored separately. *)
  Lemma lxor_mod a b : (N.lxor a b mod s = N.lxor (a mod s) (b mod s))%N.
  Proof.
    apply N.bits_inj. intros m. unfold s. rewrite N.lxor_spec.
    destruct (N.lt_ge_cases m j) as [H|H].
    - rewrite !N.mod_pow2_bits_low by exact H. apply N.lxor_spec.
    - rewrite !N.mod_pow2_bits_high by exact H. reflexivity.
  Qed.

  Lemma lxor_div a b : (N.lxor a b / s = N.lxor (a / s) (b / s))%N.
  Proof.
    apply N.bits_inj. intros m. unfold s. rewrite N.lxor_spec, !N.div_pow2_bits.
    apply N.lxor_spec.
  Qed.

  Lemma decomp a : a = (a mod s + s * (a / s))%N.
  Proof. pose proof (N.div_mod a s s_nonzero). lia. Qed.

  Lemma mod_lt_s a : (a mod s < s)%N.
  Proof. apply N.mod_lt, s_nonzero. Qed.

  Lemma div_decomp l m : (l < s)%N -> ((l + s * m) / s = m)%N.
  Proof.
    intros H. rewrite N.mul_comm, N.div_add by exact s_nonzero. rewrite N.div_small; lia.
  Qed.

  Lemma mod_decomp l m : (l < s)%N -> ((l + s * m) mod s = l)%N.
  Proof.
    intros H. rewrite N.mul_comm, N.mod_add by exact s_nonzero. apply N.mod_small, H.
  Qed.

  Lemma lt_level a c : (a / s < c)%N -> (a < s * c)%N.
  Proof.
    intros H. rewrite (decomp a). pose proof (mod_lt_s a).
    assert (s * (a / s) + s <= s * c)%N; [|lia].
    replace (s * (a / s) + s)%N with (s * (a / s + 1))%N by ring.
    apply N.mul_le_mono_l. lia.
  Qed.

  Lemma level_lt a c : (a < s * c)%N -> (a / s < c)%N.
  Proof. intros H. apply N.div_lt_upper_bound; [exact s_nonzero | exact H]. Qed.

  Lemma level_ge a c : (s * c <= a)%N -> (c <= a / s)%N.
  Proof. intros H. apply N.div_le_lower_bound; [exact s_nonzero | exact H]. Qed.

  Lemma below_s a : (a < s)%N <-> (a / s = 0)%N.
  Proof.
    split; [apply N.div_small|]. intros H. rewrite (decomp a), H. pose proof (mod_lt_s a). lia.
  Qed.

  Lemma lxor_below_s a b : (a < s)%N -> (b < s)%N -> (N.lxor a b < s)%N.
  Proof.
    intros Ha Hb. apply below_s. rewrite lxor_div.
    apply below_s in Ha. apply below_s in Hb. rewrite Ha, Hb. reflexivity.
  Qed.

  (** Two numbers on one level: their nim-sum is below [s]. *)
  Lemma lxor_same_level a b : (a / s = b / s)%N -> (N.lxor a b < s)%N.
  Proof.
    intros H. apply below_s. rewrite lxor_div, H. apply N.lxor_nilpotent.
  Qed.

  Lemma lxor_eq_parts x y : (x mod s = y mod s)%N -> (x / s = y / s)%N -> x = y.
  Proof. intros H1 H2. rewrite (decomp x), (decomp y), H1, H2. reflexivity. Qed.

  (** Adding [m] levels to one term adds them to the nim-sum, when the other is below [s]. *)
  Lemma lxor_add_level u b m :
    (u < s)%N -> (N.lxor u (b + m * s) = N.lxor u b + m * s)%N.
  Proof.
    intros Hu. apply lxor_eq_parts.
    - rewrite lxor_mod, !N.mod_add, <- lxor_mod by exact s_nonzero. reflexivity.
    - rewrite N.div_add by exact s_nonzero. rewrite !lxor_div, N.div_add by exact s_nonzero.
      rewrite (N.div_small u s Hu), !N.lxor_0_l. reflexivity.
  Qed.

  (** Adding [m] levels to two numbers on one level keeps their nim-sum. *)
  Lemma lxor_add_pair a b m :
    (a / s = b / s)%N -> (N.lxor (a + m * s) (b + m * s) = N.lxor a b)%N.
  Proof.
    intros H. apply lxor_eq_parts.
    - rewrite !lxor_mod, !N.mod_add by exact s_nonzero. reflexivity.
    - rewrite !lxor_div, !N.div_add by exact s_nonzero. rewrite H, !N.lxor_nilpotent.
      reflexivity.
  Qed.
End Xor.

(** The nim-sum is at most the sum. *)
Lemma ldiff_le_self x y : (N.ldiff x y <= x)%N.
Proof.
  assert (E : (N.ldiff x y + N.land x y)%N = x).
  { rewrite N.add_nocarry_lxor.
    - apply N.bits_inj. intros m. rewrite N.lxor_spec, N.ldiff_spec, N.land_spec.
      destruct (N.testbit x m), (N.testbit y m); reflexivity.
    - apply N.bits_inj. intros m. rewrite N.land_spec, N.ldiff_spec, N.land_spec, N.bits_0.
      destruct (N.testbit x m), (N.testbit y m); reflexivity. }
  lia.
Qed.

Lemma lxor_le_add a b : (N.lxor a b <= a + b)%N.
Proof.
  assert (E1 : N.lxor a b = N.ldiff (N.lor a b) (N.land a b)).
  { apply N.bits_inj. intros m. rewrite N.lxor_spec, N.ldiff_spec, N.lor_spec, N.land_spec.
    destruct (N.testbit a m), (N.testbit b m); reflexivity. }
  assert (E2 : N.lor a b = (a + N.ldiff b a)%N).
  { rewrite N.add_nocarry_lxor.
    - apply N.bits_inj. intros m. rewrite N.lor_spec, N.lxor_spec, N.ldiff_spec.
      destruct (N.testbit a m), (N.testbit b m); reflexivity.
    - apply N.bits_inj. intros m. rewrite N.land_spec, N.ldiff_spec, N.bits_0.
      destruct (N.testbit a m), (N.testbit b m); reflexivity. }
  pose proof (ldiff_le_self (N.lor a b) (N.land a b)). pose proof (ldiff_le_self b a). lia.
Qed.

(** ** Positions: the value of a position with one part singled out *)

Lemma pos_grundy_app g l1 l2 :
  pos_grundy g (l1 ++ l2) = N.lxor (pos_grundy g l1) (pos_grundy g l2).
Proof.
  induction l1 as [|a l1 IH]; simpl; [destruct (pos_grundy g l2); reflexivity|].
  rewrite IH, N.lxor_assoc. reflexivity.
Qed.

Lemma pos_grundy_pick g pre x post :
  pos_grundy g (pre ++ x :: post) = N.lxor (g x) (pos_grundy g (pre ++ post)).
Proof.
  rewrite !pos_grundy_app. simpl.
  rewrite <- !N.lxor_assoc, (N.lxor_comm (pos_grundy g pre) (g x)). reflexivity.
Qed.

Lemma length_le_sum l : Forall (fun y => 1 <= y) l -> length l <= list_sum l.
Proof. induction 1; simpl; lia. Qed.

Lemma sum_in x l : In x l -> Forall (fun y => 1 <= y) l -> x + length l <= list_sum l + 1.
Proof.
  induction l as [|a l IH]; simpl; [contradiction|]. intros Hin Hall.
  inversion Hall as [|? ? Ha Hl]; subst. pose proof (length_le_sum l Hl).
  destruct Hin as [<-|Hin]; [lia|]. specialize (IH Hin Hl). lia.
Qed.

(** Every part of an option of [n] is smaller than [n]. *)
Lemma hex_move_parts ds n k pos x : hex_move ds n k pos -> In x pos -> x < n.
Proof.
  intros (Hk & Hlen & B & Hr & Hs & Hpos) Hin. pose proof (sum_in x pos Hin Hpos).
  destruct pos as [|a [|b pos]]; simpl in *; try contradiction; lia.
Qed.

(** Moving tokens into one part keeps the move, by the same digit. *)
Lemma hex_move_shift ds n k pre x post m :
  hex_move ds n k (pre ++ x :: post) ->
  hex_move ds (n + m) k (pre ++ (x + m) :: post).
Proof.
  intros (Hk & Hlen & B & Hr & Hs & Hpos).
  assert (Hl : length (pre ++ (x + m) :: post) = length (pre ++ x :: post))
    by (rewrite !app_length; reflexivity).
  repeat split; try rewrite Hl; auto.
  - rewrite list_sum_app in *. simpl in *. lia.
  - apply Forall_app in Hpos as [H1 H2]. inversion H2; subst.
    apply Forall_app. split; [exact H1|]. constructor; [lia | exact H4].
Qed.

Lemma hex_move_shift2 ds n k y z xs m :
  hex_move ds n k (y :: z :: xs) ->
  hex_move ds (n + 2 * m) k ((y + m) :: (z + m) :: xs).
Proof.
  intros (Hk & Hlen & B & Hr & Hs & Hpos). simpl in *.
  inversion Hpos as [|? ? Hy H1]; inversion H1 as [|? ? Hz H2]; subst.
  repeat split; simpl; auto; try lia. all: constructor; [lia | constructor; [lia | exact H2]].
Qed.

(** ** The theorem *)

Section HexTheorem.
  Variables (ds : list nat) (g : nat -> N) (j : N) (p mu N0 : nat).
  Local Notation s := (2 ^ j)%N.
  Hypothesis Hg : is_hex_grundy ds g.
  Hypothesis Hp : 1 <= p.

  (** The level of a heap: 0 below [mu + p]. *)
  Definition level (n : nat) : nat := (n - mu) / p.

  (** (A), (E), (V) and (F) of the note. *)
  Definition cond_A : Prop := forall n, n < mu + p -> (g n < s)%N.

  Definition cond_E : Prop :=
    forall k r b, k < length ds -> 2 <= r <= 3 -> bit r (nth k ds 0) = true -> 2 <= b <= r ->
      p <= k + (b - 1) * mu + (r - b).

  Definition cond_V : Prop := forall n, mu <= n < N0 + p -> g (n + p) = (g n + s)%N.

  (** Two parts [y, z >= mu] on one level, first in the position. *)
  Definition pair_option (n : nat) (w : N) : Prop :=
    exists k y z xs, hex_move ds n k (y :: z :: xs) /\ mu <= y /\ mu <= z /\
      level y = level z /\ pos_grundy g (y :: z :: xs) = w.

  (** One part [x >= mu], every other part below [mu + p]. *)
  Definition single_option (n : nat) (w : N) : Prop :=
    exists k pre x post, hex_move ds n k (pre ++ x :: post) /\ mu <= x /\
      Forall (fun y => y < mu + p) (pre ++ post) /\ pos_grundy g (pre ++ x :: post) = w.

  Definition cond_F : Prop :=
    forall n', N0 <= n' < N0 + 2 * p -> exists c, 3 <= c /\
      (forall w, (w < s * N.of_nat c)%N -> pair_option n' w) /\
      (forall w, (s * N.of_nat c <= w < s * N.of_nat (level n'))%N ->
         pair_option n' w \/ single_option n' w).

  (** The regime below [n]. *)
  Definition regime (n : nat) : Prop :=
    forall m, mu <= m -> m + p < n -> g (m + p) = (g m + s)%N.

  Hypothesis HA : cond_A.

  Lemma level_small n : n < mu + p -> level n = 0.
  Proof. intros H. unfold level. apply Nat.div_small. lia. Qed.

  Lemma level_step n : mu <= n -> level (n + p) = S (level n).
  Proof.
    intros H. unfold level. replace (n + p - mu) with (n - mu + 1 * p) by lia.
    rewrite Nat.div_add by lia. lia.
  Qed.

  Lemma level_shift n m : mu <= n -> level (n + m * p) = level n + m.
  Proof.
    intros H. unfold level. replace (n + m * p - mu) with (n - mu + m * p) by lia.
    rewrite Nat.div_add by lia. reflexivity.
  Qed.

  Lemma level_mono a b : a <= b -> level a <= level b.
  Proof. intros H. unfold level. apply Nat.div_le_mono; lia. Qed.

  Lemma level_bound n : mu <= n -> n < mu + p * S (level n).
  Proof.
    intros H. unfold level. pose proof (Nat.div_mod (n - mu) p ltac:(lia)).
    pose proof (Nat.mod_upper_bound (n - mu) p ltac:(lia)). lia.
  Qed.

  Lemma level_lower n : mu + p * level n <= n \/ level n = 0.
  Proof.
    unfold level. destruct (Nat.le_gt_cases mu n) as [H|H].
    - left. pose proof (Nat.mul_div_le (n - mu) p ltac:(lia)). lia.
    - right. replace (n - mu) with 0 by lia. apply Nat.div_0_l. lia.
  Qed.

  Lemma level_superadd a b : level a + level b <= level (a + b).
  Proof.
    unfold level. apply Nat.le_trans with ((a - mu + (b - mu)) / p).
    - apply Nat.div_le_lower_bound; [lia|].
      pose proof (Nat.mul_div_le (a - mu) p ltac:(lia)).
      pose proof (Nat.mul_div_le (b - mu) p ltac:(lia)). lia.
    - apply Nat.div_le_mono; lia.
  Qed.

  Lemma levels_superadd l : list_sum (map level l) <= level (list_sum l).
  Proof.
    induction l as [|a l IH]; simpl; [lia|].
    pose proof (level_superadd a (list_sum l)). lia.
  Qed.

  Lemma small_value l : Forall (fun y => y < mu + p) l -> (pos_grundy g l < s)%N.
  Proof.
    induction 1 as [|a l Ha Hl IH]; simpl.
    - pose proof (s_nonzero j). lia.
    - apply lxor_below_s; [apply HA, Ha | exact IH].
  Qed.

  Section Regime.
    Variable top : nat.
    Hypothesis Hreg : regime top.

    (** Under the regime the level of a value is the level of its heap. *)
    Lemma value_level n : n < top -> (g n / s = N.of_nat (level n))%N.
    Proof.
      induction n as [n IH] using lt_wf_ind. intros Hn.
      destruct (Nat.lt_ge_cases n (mu + p)) as [H|H].
      - rewrite level_small by exact H. apply (below_s j), HA, H.
      - replace n with (n - p + p) by lia. rewrite Hreg by lia.
        rewrite level_step by lia.
        replace (g (n - p) + s)%N with (g (n - p) + 1 * s)%N by lia.
        rewrite N.div_add by apply s_nonzero. rewrite IH by lia. lia.
    Qed.

    Lemma shift_many x m : mu <= x -> x + m * p < top ->
      g (x + m * p) = (g x + N.of_nat m * s)%N.
    Proof.
      intros Hx. induction m as [|m IH]; intros Hm; [simpl; rewrite Nat.add_0_r; lia|].
      replace (x + S m * p) with (x + m * p + p) by lia. rewrite Hreg by lia.
      rewrite IH by lia. lia.
    Qed.

    Definition pos_level (l : list nat) : N :=
      fold_right (fun x acc => N.lxor (N.of_nat (level x)) acc) 0%N l.

    Lemma pos_value_level l : Forall (fun x => x < top) l ->
      (pos_grundy g l / s = pos_level l)%N.
    Proof.
      induction 1 as [|a l Ha Hl IH]; simpl.
      - apply N.div_0_l, s_nonzero.
      - rewrite lxor_div. rewrite IH, value_level by exact Ha. reflexivity.
    Qed.

    Lemma pos_level_le l : (pos_level l <= N.of_nat (list_sum (map level l)))%N.
    Proof.
      induction l as [|a l IH]; simpl; [lia|].
      pose proof (lxor_le_add (N.of_nat (level a)) (pos_level l)). lia.
    Qed.
  End Regime.

  (** ** Big parts *)

  Lemma small_levels l : Forall (fun y => y < mu + p) l -> list_sum (map level l) = 0.
  Proof.
    induction 1 as [|a l Ha Hl IH]; simpl; [reflexivity|]. rewrite level_small by exact Ha. lia.
  Qed.

  Definition bigc (l : list nat) : nat := length (filter (fun x => mu + p <=? x) l).

  Lemma bigc_bound l : Forall (fun x => 1 <= x) l ->
    p * list_sum (map level l) + bigc l * mu + length l <= list_sum l + bigc l.
  Proof.
    unfold bigc. induction 1 as [|a l Ha Hl IH]; simpl; [lia|].
    destruct (mu + p <=? a) eqn:B; simpl.
    - apply Nat.leb_le in B. destruct (level_lower a) as [H|H]; [|rewrite H]; lia.
    - apply Nat.leb_gt in B. rewrite level_small by exact B. lia.
  Qed.

  Lemma bigc_le l : bigc l <= length l.
  Proof.
    unfold bigc. induction l as [|a l IH]; simpl; [lia|]. destruct (_ <=? a); simpl; lia.
  Qed.

  Lemma bigc_zero l : bigc l = 0 -> list_sum (map level l) = 0.
  Proof.
    unfold bigc. induction l as [|a l IH]; simpl; [reflexivity|].
    destruct (mu + p <=? a) eqn:B; simpl; [discriminate|]. intros H.
    apply Nat.leb_gt in B. rewrite level_small by exact B. rewrite IH by exact H. reflexivity.
  Qed.

  Lemma bigc_one l : bigc l = 1 ->
    exists pre x post, l = pre ++ x :: post /\ mu + p <= x /\
      Forall (fun y => y < mu + p) (pre ++ post).
  Proof.
    unfold bigc. induction l as [|a l IH]; simpl; [discriminate|].
    destruct (mu + p <=? a) eqn:B; simpl; intros H.
    - apply Nat.leb_le in B. exists [], a, l. split; [reflexivity|]. split; [exact B|].
      simpl. clear IH. injection H as H. induction l as [|b l IHl]; [constructor|].
      simpl in H. destruct (mu + p <=? b) eqn:B2; simpl in H; [discriminate|].
      apply Nat.leb_gt in B2. constructor; [exact B2 | apply IHl, H].
    - apply Nat.leb_gt in B. destruct (IH H) as (pre & x & post & -> & Hx & Hs).
      exists (a :: pre), x, post. split; [reflexivity|]. split; [exact Hx|].
      constructor; [exact B | exact Hs].
  Qed.

  (** ** Moving a part by whole levels *)

  Lemma hex_move_move n n' k pre x x' post :
    hex_move ds n k (pre ++ x :: post) -> 1 <= x' -> n' + x = n + x' ->
    hex_move ds n' k (pre ++ x' :: post).
  Proof.
    intros (Hk & Hlen & B & Hr & Hs & Hpos) Hx' E.
    assert (Hl : length (pre ++ x' :: post) = length (pre ++ x :: post))
      by (rewrite !app_length; reflexivity).
    repeat split; try rewrite Hl; auto.
    - rewrite list_sum_app in *. simpl in *. lia.
    - apply Forall_app in Hpos as [H1 H2]. inversion H2; subst.
      apply Forall_app. split; [exact H1|]. constructor; [lia | assumption].
  Qed.

  Lemma part_shift top pre x post m :
    regime top -> (pos_grundy g (pre ++ post) < s)%N -> mu <= x -> x + m * p < top ->
    pos_grundy g (pre ++ (x + m * p) :: post) = (pos_grundy g (pre ++ x :: post) + N.of_nat m * s)%N.
  Proof.
    intros Hreg Hu Hx Hm. rewrite !pos_grundy_pick, (shift_many top Hreg x m Hx Hm).
    rewrite !(N.lxor_comm _ (pos_grundy g (pre ++ post))). apply lxor_add_level, Hu.
  Qed.

  Lemma pair_value y z xs :
    pos_grundy g (y :: z :: xs) = N.lxor (N.lxor (g y) (g z)) (pos_grundy g xs).
  Proof. simpl. rewrite N.lxor_assoc. reflexivity. Qed.

  Lemma pair_low top y z : regime top -> y < top -> z < top -> level y = level z ->
    (N.lxor (g y) (g z) < s)%N.
  Proof.
    intros Hreg Hy Hz E. apply lxor_same_level.
    rewrite !(value_level top Hreg) by assumption. rewrite E. reflexivity.
  Qed.

  Lemma pair_shift top y z xs m :
    regime top -> mu <= y -> mu <= z -> level y = level z -> y + m * p < top -> z + m * p < top ->
    pos_grundy g ((y + m * p) :: (z + m * p) :: xs) = pos_grundy g (y :: z :: xs).
  Proof.
    intros Hreg Hy Hz E Hym Hzm. rewrite !pair_value.
    rewrite !(shift_many top Hreg) by assumption. f_equal. apply lxor_add_pair.
    rewrite !(value_level top Hreg) by lia. rewrite E. reflexivity.
  Qed.

  Hypothesis HE : cond_E.

  (** Steps one and two: an option at the level of its heap has exactly one big part. *)
  Lemma one_big top n k pos :
    regime top -> n <= top -> mu <= n -> 1 <= level n -> hex_move ds n k pos ->
    (N.of_nat (level n) <= pos_grundy g pos / s)%N ->
    exists pre x post, pos = pre ++ x :: post /\ mu + p <= x /\ level n <= level x /\
      Forall (fun y => y < mu + p) (pre ++ post).
  Proof.
    intros Hreg Hn Hmu H1 Hm Hv.
    assert (Hparts : Forall (fun x => x < top) pos).
    { apply Forall_forall. intros x Hx. pose proof (hex_move_parts ds n k pos x Hm Hx). lia. }
    rewrite (pos_value_level top Hreg pos Hparts) in Hv.
    pose proof (pos_level_le pos) as Hle.
    destruct Hm as (Hk & Hlen & B & Hr & Hs & Hpos).
    pose proof (levels_superadd pos) as Hsup.
    pose proof (level_mono (list_sum pos) n ltac:(lia)) as Hmono.
    set (Ssum := list_sum (map level pos)) in *.
    assert (HS : Ssum = level n) by lia.
    pose proof (bigc_bound pos Hpos) as Hb. pose proof (bigc_le pos) as Hbl.
    fold Ssum in Hb.
    destruct (bigc pos) as [|[|b]] eqn:Eb.
    - apply bigc_zero in Eb. fold Ssum in Eb. lia.
    - apply bigc_one in Eb as (pre & x & post & -> & Hx & Hsmall).
      exists pre, x, post. repeat split; auto.
      apply Forall_app in Hsmall as [Hpre Hpost]. unfold Ssum in HS.
      rewrite map_app, list_sum_app in HS. simpl in HS.
      rewrite (small_levels pre Hpre), (small_levels post Hpost) in HS. lia.
    - exfalso.
      pose proof (HE k (length pos) (S (S b)) Hk ltac:(lia) B ltac:(lia)) as HEk.
      pose proof (level_bound n Hmu) as Hnb. rewrite <- HS in Hnb.
      rewrite Nat.mul_succ_r in Hnb.
      replace (S (S b) - 1) with (S b) in HEk by lia. simpl in HEk, Hb. lia.
  Qed.

  Hypothesis HN0 : mu + 3 * p <= N0.

  Lemma level_mu : level mu = 0.
  Proof. unfold level. rewrite Nat.sub_diag. apply Nat.div_0_l. lia. Qed.

  (** ** The step at a heap [n] past the window, the regime holding below it *)

  Section Step.
    Variable n : nat.
    Hypothesis Hreg : regime n.
    Hypothesis Hn : N0 + 2 * p <= n.

    Lemma step_levels : mu <= n - p /\ level n = S (level (n - p)) /\ 1 <= level (n - p).
    Proof.
      split; [lia|]. split.
      - replace n with (n - p + p) at 1 by lia. apply level_step. lia.
      - pose proof (level_mono (mu + 1 * p) (n - p) ltac:(lia)).
        rewrite level_shift, level_mu in H by lia. lia.
    Qed.

    (** Step three: at the top level, the options of [n] and of [n - p] differ by [s]. *)
    Lemma options_down v : In v (hex_options ds g n) -> (N.of_nat (level n) <= v / s)%N ->
      In (v - s)%N (hex_options ds g (n - p)).
    Proof.
      intros Hin Hv. apply in_hex_options in Hin as (k & pos & Hm & ->).
      destruct step_levels as (Hmu & Hl & H1).
      destruct (one_big n n k pos Hreg ltac:(lia) ltac:(lia) ltac:(lia) Hm Hv)
        as (pre & x & post & -> & Hx & Hlx & Hsmall).
      assert (Hxn : x < n)
        by (apply (hex_move_parts ds n k _ x Hm); apply in_or_app; right; left; reflexivity).
      (* the big part is at least two levels up, so it keeps a token *)
      assert (Hx2 : mu + 2 * p <= x).
      { destruct (level_lower x) as [H|H]; [|lia].
        pose proof (Nat.mul_le_mono_l 2 (level x) p ltac:(lia)). lia. }
      apply in_hex_options. exists k, (pre ++ (x - p) :: post). split.
      - apply (hex_move_move n _ k pre x _ post Hm); lia.
      - pose proof (part_shift n pre (x - p) post 1 Hreg (small_value _ Hsmall)
                      ltac:(lia) ltac:(lia)) as E.
        replace (x - p + 1 * p) with x in E by lia. rewrite E. lia.
    Qed.

    Lemma options_up v : In v (hex_options ds g (n - p)) ->
      (N.of_nat (level (n - p)) <= v / s)%N -> In (v + s)%N (hex_options ds g n).
    Proof.
      intros Hin Hv. apply in_hex_options in Hin as (k & pos & Hm & ->).
      destruct step_levels as (Hmu & Hl & H1).
      destruct (one_big n (n - p) k pos Hreg ltac:(lia) Hmu H1 Hm Hv)
        as (pre & x & post & -> & Hx & _ & Hsmall).
      assert (Hxn : x < n - p)
        by (apply (hex_move_parts ds (n - p) k _ x Hm); apply in_or_app; right; left; reflexivity).
      apply in_hex_options. exists k, (pre ++ (x + 1 * p) :: post). split.
      - apply (hex_move_move (n - p) _ k pre x _ post Hm); lia.
      - rewrite (part_shift n pre x post 1 Hreg (small_value _ Hsmall)) by lia. lia.
    Qed.

    (** Carrying an option of a smaller heap over to [n]: tokens added to a part [x >= mu]
        add whole levels to the value when the other parts' nim-sum is below [s]. *)
    Lemma carry n0 k pre x post m : n0 + m * p <= n -> hex_move ds n0 k (pre ++ x :: post) ->
      mu <= x -> (pos_grundy g (pre ++ post) < s)%N ->
      hex_move ds (n0 + m * p) k (pre ++ (x + m * p) :: post) /\
      pos_grundy g (pre ++ (x + m * p) :: post) =
        (pos_grundy g (pre ++ x :: post) + N.of_nat m * s)%N.
    Proof.
      intros Hle Hm Hx Hu.
      assert (Hxn : x < n0)
        by (apply (hex_move_parts ds n0 k _ x Hm); apply in_or_app; right; left; reflexivity).
      assert (Hx1 : 1 <= x).
      { destruct Hm as (_ & _ & _ & _ & _ & Hpos). rewrite Forall_forall in Hpos.
        apply Hpos, in_or_app. right. left. reflexivity. }
      split.
      - apply (hex_move_move n0 _ k pre x _ post Hm); lia.
      - apply (part_shift n); auto. lia.
    Qed.

    (** A pair option whose value has a level [>= 1] has a big third part. *)
    Lemma pair_big n0 w0 : n0 < n -> pair_option n0 w0 -> (1 <= w0 / s)%N ->
      exists k y z x, hex_move ds n0 k ([y; z] ++ x :: []) /\ mu <= y /\ mu <= z /\
        level y = level z /\ mu <= x /\ (pos_grundy g ([y; z] ++ []) < s)%N /\
        pos_grundy g ([y; z] ++ x :: []) = w0.
    Proof.
      intros Hn0 (k & y & z & xs & Hm & Hy & Hz & E & Hv) H1.
      assert (Hyn : y < n0) by (apply (hex_move_parts ds n0 k _ y Hm); left; reflexivity).
      assert (Hzn : z < n0) by (apply (hex_move_parts ds n0 k _ z Hm); right; left; reflexivity).
      pose proof (pair_low n y z Hreg ltac:(lia) ltac:(lia) E) as Hu.
      rewrite pair_value in Hv.
      destruct xs as [|x [|x2 xs]].
      - exfalso. simpl in Hv. rewrite N.lxor_0_r in Hv. subst w0.
        apply (below_s j) in Hu. lia.
      - simpl in Hv. rewrite N.lxor_0_r in Hv.
        assert (Hxn : x < n0)
          by (apply (hex_move_parts ds n0 k _ x Hm); right; right; left; reflexivity).
        assert (Hlx : (w0 / s = N.of_nat (level x))%N).
        { rewrite <- Hv, lxor_div, (proj1 (below_s j _) Hu), N.lxor_0_l.
          apply (value_level n Hreg). lia. }
        assert (Hxb : mu + p <= x).
        { destruct (Nat.lt_ge_cases x (mu + p)) as [Hs|Hs]; [|exact Hs].
          rewrite level_small in Hlx by exact Hs. lia. }
        exists k, y, z, x.
        refine (conj Hm (conj Hy (conj Hz (conj E (conj _ (conj _ _)))))).
        + lia.
        + simpl. rewrite N.lxor_0_r. exact Hu.
        + simpl. rewrite N.lxor_0_r, <- N.lxor_assoc. exact Hv.
      - exfalso. destruct Hm as (_ & Hlen & _). simpl in Hlen. lia.
    Qed.

    Hypothesis HF : cond_F.

    (** Step four: every value below the top level of [n] is an option of [n]. *)
    Lemma below_level w : (w < s * N.of_nat (level n))%N -> In w (hex_options ds g n).
    Proof.
      intros Hw.
      pose proof (Nat.div_mod (n - N0) (2 * p) ltac:(lia)) as Hdm.
      pose proof (Nat.mod_upper_bound (n - N0) (2 * p) ltac:(lia)) as Hmod.
      set (i := (n - N0) / (2 * p)) in *. set (r := (n - N0) mod (2 * p)) in *.
      clearbody i r.
      set (n' := N0 + r).
      assert (Hn' : n = n' + 2 * i * p) by (unfold n'; lia).
      assert (Hi : 1 <= i) by (destruct i as [|i']; [rewrite Nat.mul_0_r in Hdm|]; lia).
      assert (HmuN' : mu <= n') by (unfold n'; lia).
      assert (Hlevn : level n = level n' + 2 * i)
        by (rewrite Hn'; apply level_shift; exact HmuN').
      assert (Hn'n : n' < n) by lia.
      destruct (HF n' ltac:(unfold n'; lia)) as (c & Hc & Hpair & Hmixed).
      pose proof (decomp j w) as Hwd. pose proof (mod_lt_s j w) as Hl.
      set (lam := N.to_nat (w / s)) in *.
      assert (Hlam : (w / s = N.of_nat lam)%N) by (unfold lam; rewrite N2Nat.id; reflexivity).
      assert (Hlamn : lam < level n).
      { apply (level_lt j) in Hw. rewrite Hlam in Hw. lia. }
      rewrite Hlam in Hwd. set (l := (w mod s)%N) in *. clearbody l lam. subst w. clear Hlam.
      destruct (Nat.lt_ge_cases lam c) as [H1|H1]; [|destruct (Nat.lt_ge_cases lam (c + 2 * i)) as [H2|H2]].
      - (* a pair option of n' itself, both parts moved up by i levels *)
        destruct (Hpair (l + s * N.of_nat lam)%N) as (k & y & z & xs & Hm & Hy & Hz & E & Hv).
        { apply (lt_level j). rewrite div_decomp by exact Hl. lia. }
        assert (Hyn : y < n') by (apply (hex_move_parts ds n' k _ y Hm); left; reflexivity).
        assert (Hzn : z < n') by (apply (hex_move_parts ds n' k _ z Hm); right; left; reflexivity).
        apply in_hex_options. exists k, ((y + i * p) :: (z + i * p) :: xs). split.
        + replace n with (n' + 2 * (i * p)) by lia. apply hex_move_shift2, Hm.
        + rewrite (pair_shift n) by (auto; lia). symmetry. exact Hv.
      - (* a pair option of n' at level lam - 2a: x moved up by 2a levels, the pair by i - a *)
        set (a := (lam - c) / 2 + 1).
        pose proof (Nat.div_mod (lam - c) 2 ltac:(lia)).
        pose proof (Nat.mod_upper_bound (lam - c) 2 ltac:(lia)).
        assert (Ha : 1 <= a <= i /\ c - 2 <= lam - 2 * a < c) by (unfold a; lia).
        clearbody a.
        pose proof (Nat.mul_le_mono_r a i p ltac:(lia)) as Hap.
        pose proof (Nat.mul_sub_distr_r i a p) as Hiap.
        set (lam0 := lam - 2 * a).
        destruct (pair_big n' (l + s * N.of_nat lam0)) as (k & y & z & x & Hm & Hy & Hz & E & Hx & Hu & Hv).
        { exact Hn'n. }
        { apply Hpair. apply (lt_level j). rewrite div_decomp by exact Hl. lia. }
        { rewrite div_decomp by exact Hl. lia. }
        assert (Hyn : y < n') by (apply (hex_move_parts ds n' k _ y Hm); left; reflexivity).
        assert (Hzn : z < n') by (apply (hex_move_parts ds n' k _ z Hm); right; left; reflexivity).
        destruct (carry n' k [y; z] x [] (2 * a) ltac:(lia) Hm Hx Hu) as [Hm1 Hv1].
        apply in_hex_options.
        exists k, ((y + (i - a) * p) :: (z + (i - a) * p) :: [x + 2 * a * p]). split.
        + replace n with (n' + 2 * a * p + 2 * ((i - a) * p)) by lia.
          apply hex_move_shift2, Hm1.
        + rewrite (pair_shift n) by (auto; lia).
          change ([y; z] ++ (x + 2 * a * p) :: []) with [y; z; x + 2 * a * p] in Hv1.
          rewrite Hv1, Hv.
          replace lam with (lam0 + 2 * a) by lia. rewrite Nat2N.inj_add. ring.
      - (* a pair or single option of n' at level lam - 2i, its part x moved up by 2i levels *)
        set (lam0 := lam - 2 * i).
        assert (Hw0 : (s * N.of_nat c <= l + s * N.of_nat lam0 < s * N.of_nat (level n'))%N).
        { split.
          - assert (s * N.of_nat c <= s * N.of_nat lam0)%N by (apply N.mul_le_mono_l; lia). lia.
          - apply (lt_level j). rewrite div_decomp by exact Hl. lia. }
        assert (Hend : forall k pre x post, hex_move ds n' k (pre ++ x :: post) -> mu <= x ->
                  (pos_grundy g (pre ++ post) < s)%N ->
                  pos_grundy g (pre ++ x :: post) = (l + s * N.of_nat lam0)%N ->
                  In (l + s * N.of_nat lam)%N (hex_options ds g n)).
        { intros k pre x post Hm Hx Hu Hv.
          destruct (carry n' k pre x post (2 * i) ltac:(lia) Hm Hx Hu) as [Hm1 Hv1].
          apply in_hex_options. exists k, (pre ++ (x + 2 * i * p) :: post). split.
          - replace n with (n' + 2 * i * p) by lia. exact Hm1.
          - rewrite Hv1, Hv. replace lam with (lam0 + 2 * i) by lia. rewrite Nat2N.inj_add. ring. }
        destruct (Hmixed _ Hw0) as [Hp0|(k & pre & x & post & Hm & Hx & Hsmall & Hv)].
        + destruct (pair_big n' _ Hn'n Hp0) as (k & y & z & x & Hm & Hy & Hz & E & Hx & Hu & Hv).
          { rewrite div_decomp by exact Hl. lia. }
          exact (Hend k [y; z] x [] Hm Hx Hu Hv).
        + exact (Hend k pre x post Hm Hx (small_value _ Hsmall) Hv).
    Qed.

    (** The conclusion: the least missing option value of [n] is [g (n - p) + s]. *)
    Lemma main_step : g n = (g (n - p) + s)%N.
    Proof.
      destruct step_levels as (Hmu & Hl & H1).
      assert (Hlev : (g (n - p) / s = N.of_nat (level (n - p)))%N)
        by (apply (value_level n Hreg); lia).
      assert (Hs0 : (2 ^ j <> 0)%N) by apply s_nonzero.
      rewrite (Hg n). apply mex_is.
      - intros x Hx. destruct (N.lt_ge_cases x (s * N.of_nat (level n))) as [Hlt|Hge].
        + apply below_level, Hlt.
        + rewrite Hl, Nat2N.inj_succ, N.mul_succ_r in Hge.
          replace x with ((x - s) + s)%N by lia. apply options_up.
          * apply mex_below. rewrite <- (Hg (n - p)). lia.
          * apply (level_ge j). lia.
      - intros Hin. apply options_down in Hin.
        + replace (g (n - p) + s - s)%N with (g (n - p)) in Hin by lia.
          apply (mex_not_in (hex_options ds g (n - p))). rewrite <- (Hg (n - p)). exact Hin.
        + replace (g (n - p) + s)%N with (g (n - p) + 1 * s)%N by lia.
          rewrite N.div_add by exact Hs0. rewrite Hlev, Hl. lia.
    Qed.
  End Step.

  Hypothesis HV : cond_V.
  Hypothesis HF : cond_F.

  Lemma regime_all t : regime (N0 + 2 * p + t).
  Proof.
    induction t as [|t IH].
    - intros m Hm Hmp. apply HV. lia.
    - intros m Hm Hmp. destruct (Nat.lt_ge_cases (m + p) (N0 + 2 * p + t)) as [H|H].
      + apply IH; lia.
      + replace (m + p) with (N0 + 2 * p + t) by lia.
        rewrite (main_step (N0 + 2 * p + t) IH ltac:(lia) HF).
        f_equal. f_equal. lia.
  Qed.

  (** The theorem of proofs/hex-arithmetic.md. *)
  Theorem hex_arithmetic : forall n, mu <= n -> g (n + p) = (g n + s)%N.
  Proof.
    intros n Hn. apply (regime_all (n + p + 1)); lia.
  Qed.
End HexTheorem.

(** ** A checker for the instance [(mu, P, S, N0)] of a certificate (proofs/certificate-format.md,
    version 3) *)

(** The values of the pair options of [n] (two first parts [>= mu] on one level). *)
Definition hex_pair_values (ds : list nat) (vg : nat -> N) (mu p n : nat) : list N :=
  flat_map
    (fun pos => match pos with
                | y :: z :: _ =>
                    if (mu <=? y) && (mu <=? z) && (level p mu y =? level p mu z)
                    then [pos_grundy vg pos] else []
                | _ => []
                end)
    (hex_moves ds n).

(** Every way of singling out one element of a list. *)
Fixpoint picks {A} (l : list A) : list (list A * A * list A) :=
  match l with
  | [] => []
  | a :: l' => ([], a, l') :: map (fun '(pre, x, post) => (a :: pre, x, post)) (picks l')
  end.

Definition single_pick (mu p : nat) (t : list nat * nat * list nat) : bool :=
  let '(pre, x, post) := t in (mu <=? x) && forallb (fun y => y <? mu + p) (pre ++ post).

(** The values of the single options of [n] (one part [>= mu], the others below [mu + p]). *)
Definition hex_single_values (ds : list nat) (vg : nat -> N) (mu p n : nat) : list N :=
  flat_map
    (fun pos => if existsb (single_pick mu p) (picks pos) then [pos_grundy vg pos] else [])
    (hex_moves ds n).

Definition memN (w : N) (l : list N) : bool := existsb (N.eqb w) l.

(** (F) at one heap of the window. The level [c = 3] suffices: (F) with some [c >= 3] implies
    (F) with [c = 3], since a pair option is also accepted above level 3. *)
Definition check_F_at (ds : list nat) (vg : nat -> N) (mu p s n : nat) : bool :=
  let pv := hex_pair_values ds vg mu p n in
  let sv := hex_single_values ds vg mu p n in
  forallb (fun w => memN (N.of_nat w) pv) (seq 0 (3 * s)) &&
  forallb (fun w => memN (N.of_nat w) pv || memN (N.of_nat w) sv)
    (seq (3 * s) (s * level p mu n - 3 * s)).

(** (E) for one digit: every split move [(k, r)] and [2 <= b <= r]. *)
Definition check_E_at (ds : list nat) (mu p k : nat) : bool :=
  forallb
    (fun r => negb (bit r (nth k ds 0)) ||
              forallb (fun b => p <=? k + (b - 1) * mu + (r - b)) (seq 2 (r - 1)))
    [2; 3].

Definition check_hex_instance (ds : list nat) (vals : list nat) (mu P S N0 : nat) : bool :=
  let v i := nth i vals 0 in
  let vg i := N.of_nat (v i) in
  (1 <=? P) && (2 ^ Nat.log2 S =? S) && (mu + 3 * P <=? N0) && (N0 + 2 * P <=? length vals) &&
  forallb (fun n => v n <? S) (seq 0 (mu + P)) &&
  forallb (check_E_at ds mu P) (seq 0 (length ds)) &&
  forallb (fun n => v (n + P) =? v n + S) (seq mu (N0 + P - mu)) &&
  forallb (check_F_at ds vg mu P S) (seq N0 (2 * P)).

Lemma pos_grundy_ext g1 g2 pos :
  (forall x, In x pos -> g1 x = g2 x) -> pos_grundy g1 pos = pos_grundy g2 pos.
Proof.
  induction pos as [|a pos IH]; simpl; intros H; [reflexivity|].
  rewrite H by (left; reflexivity). rewrite IH by (intros; apply H; right; assumption).
  reflexivity.
Qed.

Lemma in_picks {A} (l : list A) pre x post : In (pre, x, post) (picks l) -> l = pre ++ x :: post.
Proof.
  revert pre x post. induction l as [|a l IH]; simpl; intros pre x post H; [contradiction|].
  destruct H as [H|H].
  - injection H as <- <- <-. reflexivity.
  - apply in_map_iff in H as [[[pre' x'] post'] [E Hin]]. injection E as <- <- <-.
    rewrite (IH _ _ _ Hin). reflexivity.
Qed.

Lemma memN_in w l : memN w l = true -> In w l.
Proof. unfold memN. apply existsb_eqb_in. Qed.

Section Sound.
  Variables (ds : list nat) (vals : list nat) (mu P S N0 : nat) (g : nat -> N).
  Hypothesis Hg : is_hex_grundy ds g.
  Hypothesis Hvals : forall i, i < length vals -> g i = N.of_nat (nth i vals 0).
  Let vg i := N.of_nat (nth i vals 0).

  Lemma vg_moves n pos k : n <= length vals -> hex_move ds n k pos ->
    pos_grundy vg pos = pos_grundy g pos.
  Proof.
    intros Hn Hm. apply pos_grundy_ext. intros x Hx.
    pose proof (hex_move_parts ds n k pos x Hm Hx). unfold vg. rewrite Hvals by lia.
    reflexivity.
  Qed.

  Lemma pair_values_sound n w : n <= length vals ->
    In w (hex_pair_values ds vg mu P n) -> pair_option ds g P mu n w.
  Proof.
    intros Hn Hin. unfold hex_pair_values in Hin. apply in_flat_map in Hin as [pos [Hpos Hin]].
    apply in_hex_moves in Hpos as [k Hm].
    destruct pos as [|y [|z xs]]; try contradiction.
    destruct (mu <=? y) eqn:Hy, (mu <=? z) eqn:Hz, (level P mu y =? level P mu z) eqn:E;
      simpl in Hin; try contradiction.
    destruct Hin as [<-|[]].
    apply Nat.leb_le in Hy. apply Nat.leb_le in Hz. apply Nat.eqb_eq in E.
    exists k, y, z, xs. split; [exact Hm|]. split; [exact Hy|]. split; [exact Hz|].
    split; [exact E|]. symmetry. apply (vg_moves n _ k Hn Hm).
  Qed.

  Lemma single_values_sound n w : n <= length vals ->
    In w (hex_single_values ds vg mu P n) -> single_option ds g P mu n w.
  Proof.
    intros Hn Hin. unfold hex_single_values in Hin. apply in_flat_map in Hin as [pos [Hpos Hin]].
    apply in_hex_moves in Hpos as [k Hm].
    destruct (existsb (single_pick mu P) (picks pos)) eqn:B; simpl in Hin; [|contradiction].
    destruct Hin as [<-|[]].
    apply existsb_exists in B as [[[pre x] post] [Hp B]].
    apply in_picks in Hp. subst pos. simpl in B. apply andb_true_iff in B as [Hx Hs].
    apply Nat.leb_le in Hx. rewrite forallb_forall in Hs.
    exists k, pre, x, post. split; [exact Hm|]. split; [exact Hx|]. split.
    - apply Forall_forall. intros y Hy. apply Nat.ltb_lt, Hs, Hy.
    - symmetry. apply (vg_moves n _ k Hn Hm).
  Qed.

  Theorem check_hex_instance_sound :
    check_hex_instance ds vals mu P S N0 = true ->
    forall n, mu <= n -> g (n + P) = (g n + N.of_nat S)%N.
  Proof.
    unfold check_hex_instance. fold vg.
    intros H. repeat rewrite andb_true_iff in H.
    destruct H as [[[[[[[HP HS] HN0] HL] HA] HE] HV] HF].
    apply Nat.leb_le in HP. apply Nat.eqb_eq in HS. apply Nat.leb_le in HN0.
    apply Nat.leb_le in HL. rewrite forallb_forall in HA, HE, HV, HF.
    set (j := N.of_nat (Nat.log2 S)).
    assert (Hs : (2 ^ j)%N = N.of_nat S).
    { unfold j. rewrite <- HS at 2. rewrite Nat2N.inj_pow. reflexivity. }
    intros n Hn. rewrite <- Hs.
    apply (hex_arithmetic ds g j P mu N0 Hg HP); auto.
    - (* (A) *)
      intros m Hm. rewrite Hs, Hvals by lia.
      specialize (HA m ltac:(apply in_seq; lia)). apply Nat.ltb_lt in HA. lia.
    - (* (E) *)
      intros k r b Hk Hr B Hb. specialize (HE k ltac:(apply in_seq; lia)).
      unfold check_E_at in HE. rewrite forallb_forall in HE.
      assert (Hr' : In r [2; 3]) by (simpl; lia).
      specialize (HE r Hr'). rewrite B in HE. simpl in HE.
      rewrite forallb_forall in HE. apply Nat.leb_le, HE, in_seq. lia.
    - (* (V) *)
      intros m Hm. rewrite Hs, !Hvals by lia.
      specialize (HV m ltac:(apply in_seq; lia)). apply Nat.eqb_eq in HV. rewrite HV. lia.
    - (* (F), with c = 3 *)
      intros n' Hn'. specialize (HF n' ltac:(apply in_seq; lia)).
      unfold check_F_at in HF. apply andb_true_iff in HF as [Hlow Hhigh].
      rewrite forallb_forall in Hlow, Hhigh.
      exists 3. split; [lia|]. split.
      + intros w Hw. rewrite Hs in Hw. apply (pair_values_sound n'); [lia|].
        apply memN_in. replace w with (N.of_nat (N.to_nat w)) by apply N2Nat.id.
        apply Hlow, in_seq. lia.
      + intros w Hw. rewrite Hs in Hw.
        assert (Hin : In (N.to_nat w) (seq (3 * S) (S * level P mu n' - 3 * S))).
        { apply in_seq. split; [lia|].
          assert (N.to_nat (N.of_nat S * N.of_nat (level P mu n')) = S * level P mu n')
            by (rewrite <- Nat2N.inj_mul; apply Nat2N.id).
          lia. }
        specialize (Hhigh _ Hin). rewrite N2Nat.id in Hhigh.
        apply orb_true_iff in Hhigh as [Hp|Hp]; apply memN_in in Hp.
        * left. apply (pair_values_sound n'); [lia | exact Hp].
        * right. apply (single_values_sound n'); [lia | exact Hp].
  Qed.
End Sound.

(** ** Recomputing a prefix of the values by brute force *)

(** Heap [length acc] from the values [acc] of the smaller heaps: the mex of its options, every
    part of which is smaller. *)
Definition hex_next (ds : list nat) (acc : list N) : N :=
  mex (map (pos_grundy (fun i => nth i acc 0%N)) (hex_moves ds (length acc))).

Fixpoint hex_prefix_from (ds : list nat) (fuel : nat) (acc : list N) : list N :=
  match fuel with
  | O => acc
  | S f => hex_prefix_from ds f (acc ++ [hex_next ds acc])
  end.

(** The values of heaps [0 .. L-1]. *)
Definition hex_prefix (ds : list nat) (L : nat) : list N := hex_prefix_from ds L [].

Lemma hex_next_correct ds g acc : is_hex_grundy ds g ->
  (forall i, i < length acc -> nth i acc 0%N = g i) -> hex_next ds acc = g (length acc).
Proof.
  intros Hg Hacc. unfold hex_next. rewrite (Hg (length acc)). unfold hex_options.
  f_equal. apply map_ext_in. intros pos Hpos. apply in_hex_moves in Hpos as [k Hm].
  apply pos_grundy_ext. intros x Hx. apply Hacc, (hex_move_parts ds _ k pos x Hm Hx).
Qed.

Lemma hex_prefix_from_correct ds g : is_hex_grundy ds g -> forall fuel acc,
  (forall i, i < length acc -> nth i acc 0%N = g i) ->
  length (hex_prefix_from ds fuel acc) = length acc + fuel /\
  forall i, i < length acc + fuel -> nth i (hex_prefix_from ds fuel acc) 0%N = g i.
Proof.
  intros Hg. induction fuel as [|f IH]; intros acc Hacc; simpl.
  - split; [lia|]. intros i Hi. apply Hacc. lia.
  - assert (Hacc' : forall i, i < length (acc ++ [hex_next ds acc]) ->
                      nth i (acc ++ [hex_next ds acc]) 0%N = g i).
    { intros i Hi. rewrite app_length in Hi. simpl in Hi.
      destruct (Nat.lt_ge_cases i (length acc)) as [H|H].
      - rewrite app_nth1 by exact H. apply Hacc, H.
      - replace i with (length acc) by lia. rewrite app_nth2, Nat.sub_diag by lia.
        apply (hex_next_correct ds g acc Hg Hacc). }
    destruct (IH _ Hacc') as [Hl Hv]. rewrite app_length in Hl, Hv. simpl in Hl, Hv.
    split; [lia|]. intros i Hi. apply Hv. lia.
Qed.

Theorem hex_prefix_correct ds g L : is_hex_grundy ds g ->
  length (hex_prefix ds L) = L /\ forall i, i < L -> nth i (hex_prefix ds L) 0%N = g i.
Proof.
  intros Hg. apply (hex_prefix_from_correct ds g Hg L []). simpl. intros i Hi. lia.
Qed.

(** ** The Grundy function of a code: it exists, and it is the only one *)

Lemma hex_prefix_from_add ds a b acc :
  hex_prefix_from ds (a + b) acc = hex_prefix_from ds b (hex_prefix_from ds a acc).
Proof. revert acc. induction a as [|a IH]; intros acc; simpl; [reflexivity | apply IH]. Qed.

Lemma hex_prefix_S ds n :
  hex_prefix ds (S n) = hex_prefix ds n ++ [hex_next ds (hex_prefix ds n)].
Proof. unfold hex_prefix. rewrite <- Nat.add_1_r, hex_prefix_from_add. reflexivity. Qed.

Lemma hex_prefix_length ds n : length (hex_prefix ds n) = n.
Proof.
  induction n as [|n IH]; [reflexivity|]. rewrite hex_prefix_S, app_length, IH. simpl. lia.
Qed.

(** Heap [n]'s value is the last one of the prefix of length [n + 1]. *)
Definition hex_grundy (ds : list nat) (n : nat) : N := nth n (hex_prefix ds (S n)) 0%N.

Lemma hex_prefix_nth ds L i : i < L -> nth i (hex_prefix ds L) 0%N = hex_grundy ds i.
Proof.
  induction L as [|L IH]; intros Hi; [lia|]. unfold hex_grundy.
  destruct (Nat.lt_ge_cases i L) as [H|H].
  - rewrite hex_prefix_S, app_nth1 by (rewrite hex_prefix_length; exact H). apply IH, H.
  - replace L with i by lia. reflexivity.
Qed.

Theorem hex_grundy_exists ds : is_hex_grundy ds (hex_grundy ds).
Proof.
  intros n. unfold hex_grundy at 1.
  rewrite hex_prefix_S, app_nth2, hex_prefix_length, Nat.sub_diag by (rewrite hex_prefix_length; lia).
  simpl. unfold hex_next, hex_options. rewrite hex_prefix_length. f_equal.
  apply map_ext_in. intros pos Hpos. apply in_hex_moves in Hpos as [k Hm].
  apply pos_grundy_ext. intros x Hx. apply hex_prefix_nth, (hex_move_parts ds _ k pos x Hm Hx).
Qed.

Theorem hex_grundy_unique ds g1 g2 : is_hex_grundy ds g1 -> is_hex_grundy ds g2 ->
  forall n, g1 n = g2 n.
Proof.
  intros H1 H2 n. induction n as [n IH] using lt_wf_ind.
  rewrite (H1 n), (H2 n). unfold hex_options. f_equal.
  apply map_ext_in. intros pos Hpos. apply in_hex_moves in Hpos as [k Hm].
  apply pos_grundy_ext. intros x Hx. apply IH, (hex_move_parts ds _ k pos x Hm Hx).
Qed.

(** The checker, phrased with the one Grundy function of the code. *)
Theorem check_hex_instance_correct ds vals mu P S N0 :
  (forall i, i < length vals -> N.of_nat (nth i vals 0) = hex_grundy ds i) ->
  check_hex_instance ds vals mu P S N0 = true ->
  forall n, mu <= n -> hex_grundy ds (n + P) = (hex_grundy ds n + N.of_nat S)%N.
Proof.
  intros Hvals Hc. apply (check_hex_instance_sound ds vals mu P S N0 (hex_grundy ds));
    [apply hex_grundy_exists | | exact Hc].
  intros i Hi. symmetry. apply Hvals, Hi.
Qed.
