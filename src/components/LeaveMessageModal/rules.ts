import type { Rule } from 'antd/es/form';
import { asksForDetails, senderFieldChecks } from '../../contract/messageForm';
import { checkRule } from '../../utils/formRules';

/** The sender's fields of a message form, by the rules the backend applies (messageForm). */
export function leaveMessageRules(
  purpose: API.MessagePurpose,
): Record<'name' | 'mobile' | 'email' | 'content', Rule[]> {
  const checks = senderFieldChecks(purpose);
  return {
    name: [checkRule(checks.name, { required: true })],
    mobile: [checkRule(checks.mobile, { required: true })],
    email: [checkRule(checks.email)],
    content: [checkRule(checks.content, { required: !asksForDetails(purpose) })],
  };
}
