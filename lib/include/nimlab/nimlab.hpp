#pragma once
// nimlab's public surface in one include: name a game, ask for a value sequence, prove its period,
// write a certificate, count plays exactly. Everything else under nimlab/ serves these or the
// command-line tool and may change between versions.
#include "nimlab/certificate/certificate.hpp"  // certificates of proven periods
#include "nimlab/count/totals.hpp"             // exact numbers of complete plays
#include "nimlab/error.hpp"                    // the one exception type for bad input
#include "nimlab/game/game.hpp"                // a game compiled once into its moves
#include "nimlab/game/sequence_spec.hpp"       // which sequence of a game: kind and convention
#include "nimlab/period/cross_check.hpp"       // the period service: every finder, cross-checked
#include "nimlab/values/sequence.hpp"          // Grundy values and outcomes by mex
