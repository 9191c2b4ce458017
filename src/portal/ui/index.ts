// The portal's design system. Import from here: `import { Button, Dialog } from '../ui/index.ts'`.
// Icons come straight from lucide-react (named imports, tree-shaken): `import { Wallet } from 'lucide-react'`.
// Each component imports ui.css itself, so the shell's first-paint parts import the component
// file they use (`../ui/Toast.tsx`): through this index a guest's first visit would download every
// component (the whole list shares one chunk).

export { Button, IconButton, uiButtonClass, type ButtonProps, type ButtonVariant } from './Button.tsx';
export { Input, Select, type SelectOption } from './Field.tsx';
export { Tabs, TabPanel, type TabItem } from './Tabs.tsx';
export { Card, Badge, Skeleton, EmptyState, type Tone } from './Card.tsx';
export { DataTable, TableSkeleton, type Column } from './DataTable.tsx';
export { Dialog, Sheet, type DialogProps } from './Dialog.tsx';
export { Toaster, showToast, dismissToast, type ToastItem } from './Toast.tsx';
export { Flag } from './Flag.tsx';
export { QrCode } from './QrCode.tsx';
export { useFocusTrap, focusableIn } from '../../shared/ui/focus-trap.ts';
