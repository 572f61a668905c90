import FieldFrame from '@/components/LightForm/FieldFrame';
import type { FieldBinding } from '@/components/LightForm/useLightForm';
import ScanPicker from '@/components/ScanPicker';

interface ProofFieldProps {
  field: FieldBinding<File | null>;
  /** 专利证书 or 授权书, as the claim asks. */
  label: string;
  /** The listing being changed keeps one for this claim: picking none keeps it. */
  kept: boolean;
}

/** The scan proving the publisher's claim to a patent the data set does not hold. */
export default function ProofField({ field, label, kept }: ProofFieldProps) {
  const help = `${kept && !field.value ? `已上传${label}，不重新选择则沿用；` : ''}PNG 或 JPG，不超过 5 MB，仅您和平台审核人员可见，审核时核对${label}上的专利号与专利权人。`;
  return (
    <FieldFrame field={field} label={label} help={help}>
      {(aria) => (
        <ScanPicker
          label={label}
          id={field.id}
          value={field.value ?? undefined}
          onChange={(file) => field.onChange(file ?? null)}
          aria-describedby={aria['aria-describedby']}
        />
      )}
    </FieldFrame>
  );
}
