import { CheckOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import { useId, type ReactNode } from 'react';
import { AGENCY_FILTER_GROUPS } from '@/constants';
import {
  hasConditions,
  type AgencyListState,
  type AgencyPatch,
  type ChoiceKey,
} from './agencyState';
import styles from './index.less';

interface ChipProps {
  pressed: boolean;
  onClick: () => void;
  /** Multiple choice chips show a tick, so a toggle reads differently from a pick-one. */
  tick?: boolean;
  children: ReactNode;
}

function Chip({ pressed, onClick, tick, children }: ChipProps) {
  return (
    <button
      type="button"
      className={classNames(styles.chip, pressed && styles.pressed)}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {tick && pressed && <CheckOutlined className={styles.tick} aria-hidden />}
      {children}
    </button>
  );
}

interface FilterRowProps {
  label: string;
  hint?: string;
  children: ReactNode;
}

/** A labelled row of chips; a group, so screen readers announce the label with each chip. */
function FilterRow({ label, hint, children }: FilterRowProps) {
  const id = useId();
  return (
    <div className={styles.row} role="group" aria-labelledby={id}>
      <div className={styles.label} id={id}>
        {label}
        {hint && <small>{hint}</small>}
      </div>
      <div className={styles.chips}>{children}</div>
    </div>
  );
}

interface FilterGroupsProps {
  state: AgencyListState;
  update: (patch: AgencyPatch) => void;
  /** SERVICE_TechnicalFields; empty while it loads or when it failed. */
  fields: API.DictItem[];
  fieldsLoading: boolean;
  onReloadFields: () => void;
  onClearAll: () => void;
  /** In the phone drawer: no panel of its own, labels above the chips, the drawer's 清除 instead. */
  inDrawer?: boolean;
}

/** The agency filter of docs/spec.md §2: one row per bucket group, then the technical fields. */
export default function FilterGroups({
  state,
  update,
  fields,
  fieldsLoading,
  onReloadFields,
  onClearAll,
  inDrawer = false,
}: FilterGroupsProps) {
  const toggleField = (value: string) =>
    update({
      fields: state.fields.includes(value)
        ? state.fields.filter((field) => field !== value)
        : [...state.fields, value],
    });

  return (
    <section
      className={classNames(styles.panel, inDrawer && styles.inDrawer)}
      aria-label="筛选条件"
    >
      {AGENCY_FILTER_GROUPS.map((group) => {
        const chosen = state[group.value as ChoiceKey];
        const choose = (value: string) => update({ [group.value]: value });
        return (
          <FilterRow key={group.value} label={group.label}>
            <Chip pressed={!chosen} onClick={() => choose('')}>
              不限
            </Chip>
            {group.children.map((option) => (
              <Chip
                key={option.value}
                pressed={chosen === option.value}
                onClick={() => choose(chosen === option.value ? '' : option.value)}
              >
                {option.label}
              </Chip>
            ))}
          </FilterRow>
        );
      })}
      <FilterRow label="技术领域" hint="可多选">
        <Chip pressed={state.fields.length === 0} onClick={() => update({ fields: [] })}>
          不限
        </Chip>
        {fields.map((field) => (
          <Chip
            key={field.value}
            tick
            pressed={state.fields.includes(field.value)}
            onClick={() => toggleField(field.value)}
          >
            {field.label}
          </Chip>
        ))}
        {fields.length === 0 &&
          (fieldsLoading ? (
            <span className={styles.note}>加载中…</span>
          ) : (
            <span className={styles.note}>
              技术领域加载失败，
              <button type="button" className={styles.link} onClick={onReloadFields}>
                重试
              </button>
            </span>
          ))}
      </FilterRow>
      {!inDrawer && hasConditions(state) && (
        <div className={styles.panelFoot}>
          <button type="button" className={styles.link} onClick={onClearAll}>
            清除全部条件
          </button>
        </div>
      )}
    </section>
  );
}
