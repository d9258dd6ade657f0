import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * On battery, without Electron: Linux reads /sys/class/power_supply (mains online = no,
 * a discharging battery = yes). Elsewhere there is no cheap synchronous answer: false.
 */
export function systemOnBattery(platform: NodeJS.Platform = process.platform, root = '/sys/class/power_supply'): boolean {
  if (platform !== 'linux') return false;
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return false;
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(join(root, name, file), 'utf8').trim();
    } catch {
      return '';
    }
  };
  let discharging = false;
  for (const name of names) {
    const type = read(name, 'type');
    if (type === 'Mains' && read(name, 'online') === '1') return false;
    if (type === 'Battery' && read(name, 'status') === 'Discharging') discharging = true;
  }
  return discharging;
}
