// The pages feature's public entry: the home page and the boot failure page.
export { Home } from './Home.tsx';
export { BootFailure } from './BootFailure.tsx';
