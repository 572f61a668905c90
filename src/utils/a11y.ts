/**
 * Spread into antd's Radio.Group: it renders a plain <div> (so a screen reader hears neither the
 * group nor, in a required Form.Item, its aria-required) but passes `role` on, which its props type
 * leaves out. With the role the group is announced by its label and may carry aria-required.
 */
export const RADIO_GROUP_ROLE = { role: 'radiogroup' } as Record<string, string>;
