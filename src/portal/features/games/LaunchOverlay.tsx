// What a launch started outside the lobby shows while it runs: the launch loader and the
// vendor-maintenance dialog (with its popular games), on the same launch machine as the lobby.
import { useConfig } from '../../app/config-context.tsx';
import { LaunchLoader, MaintenanceDialog } from './MaintenanceDialog.tsx';
import { useGameLaunch } from './launch.ts';

export default function LaunchOverlay() {
  const config = useConfig();
  const { launch, launching, maintenance, closeMaintenance } = useGameLaunch();
  const vendors = config.vendors as Record<string, { displayName: string } | undefined>;
  return (
    <>
      {launching ? <LaunchLoader /> : null}
      {maintenance ? (
        <MaintenanceDialog info={maintenance} vendorName={vendors[maintenance.vendor]?.displayName ?? maintenance.vendor} onClose={closeMaintenance} onLaunch={launch} />
      ) : null}
    </>
  );
}
