(** * The JSON tree of a certificate and its canonical printer.

    A certificate file is one canonical text (proofs/certificate-format.md, "Canonical text"):
    no whitespace, keys in strictly increasing byte order, naturals in decimal without leading
    zeros, strings of printable ASCII without escapes. [print] writes a tree in that form;
    [JsonScan.scan] reads one, and [JsonScan.scan_print] proves that the only text it reads as a
    tree [j] is [print j]: the file and the tree determine each other. *)
From Coq Require Import List NArith DecimalN Ascii String.
From Coq Require Import Strings.Byte.
Import ListNotations.

Inductive json : Type :=
| JObject (members : list (list byte * json))
| JArray (elements : list json)
| JString (s : list byte)
| JNumber (n : N)
| JTrue
| JFalse
| JNull.

(** The bytes of an ASCII string literal: keys and words of the format are written as Coq
    strings, compared as bytes. *)
Definition bytes (s : string) : list byte := list_byte_of_string s.

(** The digits of a [Decimal.uint], most significant first. *)
Fixpoint print_uint (d : Decimal.uint) (rest : list byte) : list byte :=
  match d with
  | Decimal.Nil => rest
  | Decimal.D0 d => x30 :: print_uint d rest
  | Decimal.D1 d => x31 :: print_uint d rest
  | Decimal.D2 d => x32 :: print_uint d rest
  | Decimal.D3 d => x33 :: print_uint d rest
  | Decimal.D4 d => x34 :: print_uint d rest
  | Decimal.D5 d => x35 :: print_uint d rest
  | Decimal.D6 d => x36 :: print_uint d rest
  | Decimal.D7 d => x37 :: print_uint d rest
  | Decimal.D8 d => x38 :: print_uint d rest
  | Decimal.D9 d => x39 :: print_uint d rest
  end.

(** A natural in decimal, without leading zeros ([N.to_uint] is normalized). Every printer
    below writes its bytes in front of [rest], so that no concatenation needs a lemma. *)
Definition print_N (n : N) (rest : list byte) : list byte := print_uint (N.to_uint n) rest.

Definition print_string (s : list byte) (rest : list byte) : list byte :=
  x22 :: s ++ x22 :: rest.

(** The elements after the first, and the closing bracket; [pv] prints one value. Global
    functions taking [pv], so that the scanner's loops have a printer to be proven against. *)
Fixpoint print_elements (pv : json -> list byte -> list byte) (xs : list json)
    (rest : list byte) : list byte :=
  match xs with
  | [] => x5d :: rest
  | x :: xs => x2c :: pv x (print_elements pv xs rest)
  end.

Fixpoint print_members (pv : json -> list byte -> list byte) (ms : list (list byte * json))
    (rest : list byte) : list byte :=
  match ms with
  | [] => x7d :: rest
  | (k, x) :: ms => x2c :: print_string k (x3a :: pv x (print_members pv ms rest))
  end.

Fixpoint print_value (j : json) (rest : list byte) : list byte :=
  match j with
  | JObject [] => x7b :: x7d :: rest
  | JObject ((k, x) :: ms) =>
      x7b :: print_string k (x3a :: print_value x (print_members print_value ms rest))
  | JArray [] => x5b :: x5d :: rest
  | JArray (x :: xs) => x5b :: print_value x (print_elements print_value xs rest)
  | JString s => print_string s rest
  | JNumber n => print_N n rest
  | JTrue => bytes "true" ++ rest
  | JFalse => bytes "false" ++ rest
  | JNull => bytes "null" ++ rest
  end.

(** The canonical text of a tree: the value, then one newline (0x0A). *)
Definition print (j : json) : list byte := print_value j [x0a].
