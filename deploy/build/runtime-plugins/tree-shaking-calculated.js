// Module Federation uses a tree-shaken shared build only when a deploy step has marked it
// "calculated". Ours is: every part is built with the same usedExports lists (owned by
// @rapport/contracts, src/ui/tree-shaken-exports.json, and checked by its tests), so every
// copy satisfies every consumer.
import lists from '../../../shared-contracts/src/ui/tree-shaken-exports.json';

const CALCULATED = 2; // TreeShakingStatus.CALCULATED
const TREE_SHAKEN = Object.keys(lists);

function mark(entries) {
  for (const entry of [].concat(entries || [])) {
    if (entry && entry.treeShaking) entry.treeShaking.status = CALCULATED;
  }
}

export default function treeShakingCalculated() {
  return {
    name: 'rapport-tree-shaking-calculated',
    beforeInit(args) {
      for (const name of TREE_SHAKEN) {
        mark(args.userOptions?.shared?.[name]);
        mark(args.shareInfo?.[name]);
      }
      return args;
    },
    beforeRegisterShare(args) {
      if (TREE_SHAKEN.includes(args.pkgName)) mark(args.shared);
      return args;
    },
    beforeLoadShare(args) {
      if (TREE_SHAKEN.includes(args.pkgName)) mark(args.shareInfo);
      return args;
    },
  };
}
