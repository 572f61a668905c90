import { detectPatentNumber } from '.';
import { applicationNumberCheckProblem } from './number';

describe('detectPatentNumber', () => {
  it.each([
    ['201710601862.3', '201710601862.3'],
    ['CN201710601862.3', '201710601862.3'],
    ['ZL201710601862.3', '201710601862.3'],
    ['zl 2017 1060 1862.3', '201710601862.3'],
    ['2017106018623', '201710601862.3'],
    ['201710601862', '201710601862.3'],
    ['201080063196.9', '201080063196.9'],
    ['201710117081.7', '201710117081.7'],
    ['95115608.X', '95115608.X'],
    ['95115608.x', '95115608.X'],
    ['97101765.4', '97101765.4'],
    ['97101765', '97101765.4'],
    ['  CN 201710117081.7 ', '201710117081.7'],
    ['２０２０１０５５５７４３．０', '202010555743.0'],
    ['ＺＬ２０２０１０５５５７４３', '202010555743.0'],
  ])('%s is application number %s', (input, normalized) => {
    expect(detectPatentNumber(input)).toEqual({ kind: 'application', normalized });
  });

  it.each([
    ['CN107301234A', 'CN107301234A'],
    ['cn107301234a', 'CN107301234A'],
    ['CN1234567B', 'CN1234567B'],
    ['CN 206123456 U', 'CN206123456U'],
    ['CN305533823S', 'CN305533823S'],
    ['CN1107301234A1', 'CN1107301234A1'],
  ])('%s is publication number %s', (input, normalized) => {
    expect(detectPatentNumber(input)).toEqual({ kind: 'publication', normalized });
  });

  it.each([
    '201710601862.4',
    '201710601862.X',
    '95115608.3',
    '97101765.5',
    '201740601862',
    '201710601862.33',
    'CN107301234',
    'CN107301234C',
    'CN123456A',
    'US10123456B2',
    '107301234A',
    '锂电池',
    '2017',
    '',
    '13912345678',
  ])('%s is not a patent number', (input) => {
    expect(detectPatentNumber(input)).toBeNull();
  });
});

describe('applicationNumberCheckProblem', () => {
  it.each([
    ['202010555743.5', false, '申请号 202010555743.5 的校验位应为 0'],
    ['CN202010555743.5', false, '申请号 202010555743.5 的校验位应为 0'],
    ['zl202010555743。5', false, '申请号 202010555743.5 的校验位应为 0'],
    ['２０２０１０５５５７４３．５', false, '申请号 202010555743.5 的校验位应为 0'],
    ['2020105557435', false, '申请号 202010555743.5 的校验位应为 0'],
    ['2020105557435', true, '申请号 202010555743.5 的校验位应为 0'],
    ['201710601862.4', false, '申请号 201710601862.4 的校验位应为 3'],
    ['201710601862.x', false, '申请号 201710601862.X 的校验位应为 3'],
    ['95115608.3', false, '申请号 95115608.3 的校验位应为 X'],
    ['97101765.5', true, '申请号 97101765.5 的校验位应为 4'],
  ])('%s (number field: %s) → %s', (value, numberField, message) => {
    expect(applicationNumberCheckProblem(value, numberField)).toBe(message);
  });

  it.each([
    ['202010555743.0', false],
    ['202010555743', false],
    ['202010555743', true],
    ['2020105557430', true],
    ['CN201710601862.3', true],
    ['95115608.X', false],
    // Eight digits and one more without a dot: perhaps a prefix of a longer number.
    ['951156083', true],
    // Type digit 4 is not a patent type: not an application number at all.
    ['201740601862.3', true],
    // No year the office has used: a bare word like this is not read as a number.
    ['123456789012.5', false],
    ['锂电池', false],
    ['', false],
  ])('%s (number field: %s) is no check problem', (value, numberField) => {
    expect(applicationNumberCheckProblem(value, numberField)).toBeNull();
  });
});
