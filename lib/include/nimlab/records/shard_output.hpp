#pragma once
// Reading back the --json output of `nimlab records` (a shard i/n or a whole search), the input
// of `nimlab records merge`.
#include <string>
#include <string_view>

#include "nimlab/records/search.hpp"

namespace nimlab::records {

struct ShardOutput {
  SearchSpec spec;
  Selection selection;  // 1/1 when the output has no "shard" field
  Table table;
};

// Parses one output and checks it for what it claims: the search fields are well typed and in
// range (no 64-bit value is narrowed), each row is consistent (table_from_json), and the rows
// hold exactly the sets of the shard (check_shard_table). It does not recheck the records (see
// recheck.hpp). Throws nimlab::error, whose message starts with `name`, otherwise.
ShardOutput parse_shard_output(std::string_view text, const std::string& name);

}  // namespace nimlab::records
