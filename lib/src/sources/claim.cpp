// Names of claim statuses as the report and the JSON output spell them. O(1).
#include "nimlab/sources/claim.hpp"

namespace nimlab {

std::string status_name(ClaimStatus s) {
  switch (s) {
    case ClaimStatus::reproduced:
      return "reproduced";
    case ClaimStatus::holds_except:
      return "holds-except";
    case ClaimStatus::differs:
      return "differs";
    case ClaimStatus::not_checkable:
      return "not-checkable";
  }
  return "not-checkable";
}

}  // namespace nimlab
