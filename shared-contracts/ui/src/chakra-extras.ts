// The Chakra components no first page shows: overlays (dialogs, the drawer, menus, toasts),
// the avatar and progress bars. They weigh some 50 KB of gzipped JavaScript (their state
// machines, floating-ui, focus trapping), so they are not in the shared Chakra every page loads
// first (tree-shaken-exports.json) but here, each from its own Chakra subpath, and each subpath is
// shared apart (a singleton the shell provides, create-rspack-config.cjs): a part loads a
// component with the code that uses it, and only that component (the profile menu brings the
// menu, not the dialogs and toasts), which on the landing page is code loaded when a visitor asks
// for it. Import these names from here, never from '@chakra-ui/react' or one of its subpaths (a
// contracts test checks); add a component by its own subpath, as these are.
//
// Chakra's subpaths are its own files: in the shell's build they are the very modules its shared
// Chakra uses (one ChakraProvider context, one system), because the shell provides both.
export { Avatar } from '@chakra-ui/react/avatar';
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { Menu } from '@chakra-ui/react/menu';
export { Progress } from '@chakra-ui/react/progress';
export { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';
