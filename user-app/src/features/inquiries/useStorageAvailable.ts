import { storageAvailable } from '@madoguchi/shared';
import { useEffect, useState } from 'react';

/** null while unknown; false on a local stack started without the Storage emulator. */
export function useStorageAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    void storageAvailable().then((value) => active && setAvailable(value));
    return () => {
      active = false;
    };
  }, []);
  return available;
}
