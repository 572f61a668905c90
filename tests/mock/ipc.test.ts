/** @jest-environment node */
import {
  compactIpc,
  ipcClassLabel,
  ipcClassOf,
  ipcSectionLabel,
  ipcSectionOf,
  ipcSubclassLabel,
  ipcSubclassOf,
} from '../../mock/_lib/ipc';

describe('IPC labels', () => {
  it('splits IPC codes into section, class and subclass with Chinese titles', () => {
    expect(compactIpc(' h01m 10/0525 ')).toBe('H01M10/0525');
    expect([ipcSectionOf('H01M 10/0525'), ipcClassOf('H01M 10/0525')]).toEqual(['H', 'H01']);
    expect(ipcSubclassOf('H01M 10/0525')).toBe('H01M');
    expect(ipcSubclassOf('12-07')).toBe('LOC12');
    expect([ipcSectionOf('12-07'), ipcClassOf('12-07'), ipcSubclassOf('junk')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(ipcSectionLabel('H')).toBe('H 电学');
    expect(ipcClassLabel('H01')).toBe('H01 基本电气元件');
    expect(ipcSubclassLabel('H01M')).toBe('H01M 电化学电池；化学能转变为电能');
    expect([ipcSectionLabel('Z'), ipcClassLabel('Z99'), ipcSubclassLabel('Z99Z')]).toEqual([
      'Z',
      'Z99',
      'Z99Z',
    ]);
  });
});
