import { useModel } from '@umijs/max';
import DirectoryFormDrawer, {
  type DirectoryKind,
} from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import type { DirectoryEditor } from '@/components/DirectoryAdmin/DirectoryList';
import {
  AreaField,
  ChoiceField,
  ChoicesField,
  TextField,
  useDirectoryDictionaries,
} from '@/components/DirectoryAdmin/fields';
import { NumberField } from '@/components/DirectoryAdmin/numberFields';
import { formCodec, optionsOf } from '@/components/DirectoryAdmin/formValues';
import { expertProblems } from '@/contract/directoryForm';
import { EXPERT_FIELDS, EXPERT_TITLES } from '@/contract/directoryRecords';
import { createExpert, getAdminExpert, updateExpert } from '@/services/directory';

const EXPERT: DirectoryKind<API.ExpertInput, API.AdminExpert> = {
  noun: '专家',
  api: { load: getAdminExpert, create: createExpert, update: updateExpert },
  codec: formCodec({
    fields: EXPERT_FIELDS,
    lines: ['specialties'],
    numbers: ['yearsOfExperience', 'serviceCount'],
  }),
  blank: { fields: [] },
};

/** 新建 / 编辑专家 (loaded when the drawer opens). */
export default function ExpertForm(editor: DirectoryEditor) {
  const { dicts } = useModel('dict');
  const dictionaries = useDirectoryDictionaries();
  return (
    <DirectoryFormDrawer
      {...editor}
      kind={EXPERT}
      check={(input) => expertProblems(input, dictionaries)}
    >
      {() => (
        <>
          <TextField name="name" label="姓名" span="half" max={20} />
          <ChoiceField name="title" label="职称" span="half" choices={EXPERT_TITLES} />
          <TextField name="organization" label="所在单位" max={60} />
          <ChoicesField name="fields" label="技术领域" options={optionsOf(dicts.technicalFields)} />
          <AreaField name="specialties" label="专长" rows={3} extra="每行一条，每条不超过20个字" />
          <NumberField
            name="yearsOfExperience"
            label="从业年限"
            span="half"
            unit="年"
            precision={0}
          />
          <NumberField name="serviceCount" label="服务次数" span="half" unit="次" precision={0} />
          <AreaField name="intro" label="专家简介" rows={4} max={2000} />
        </>
      )}
    </DirectoryFormDrawer>
  );
}
