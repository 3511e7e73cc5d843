#!/usr/bin/env bash
# Counts the domain libs' stylesheets (`.css.ts` under libs/<domain>) that lay out by hand: a flex or grid
# display, or a flex/grid property (direction, wrap, alignment, gap, grid template) written in the file
# instead of taken from ui's Box / Stack / Inline and their sprinkles. ui, i18n, page-kit, gateway,
# gateway-client and rest-contract are not domain libs, and the console's libs are not the storefront's:
# both are left out.
# Usage: tools/scripts/count-hand-layout.sh [-l]   (-l lists the files after the count)
set -euo pipefail
cd "$(dirname "$0")/../.."
pattern="display: '(inline-)?(flex|grid)'|flexDirection|flexWrap|alignItems|justifyContent|\bgap:|rowGap|columnGap|gridTemplate"
mapfile -t all < <(find libs -name '*.css.ts' -not -path '*/node_modules/*' \
  | grep -vE '^libs/(ui|i18n|page-kit|gateway|gateway-client|rest-contract|console-[a-z-]+)/' | sort)
hand=()
for f in "${all[@]}"; do
  if grep -qE "$pattern" "$f"; then hand+=("$f"); fi
done
echo "${#hand[@]} of ${#all[@]} domain stylesheets lay out by hand"
if [ "${1:-}" = -l ]; then printf '%s\n' "${hand[@]}"; fi
