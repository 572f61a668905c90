import { detectPatentNumber } from '.';

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
