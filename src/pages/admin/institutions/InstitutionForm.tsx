import DirectoryFormDrawer, {
  type DirectoryKind,
} from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import type { DirectoryEditor } from '@/components/DirectoryAdmin/DirectoryList';
import { AreaField, ChoiceField, TextField } from '@/components/DirectoryAdmin/fields';
import { formCodec } from '@/components/DirectoryAdmin/formValues';
import { institutionProblems } from '@/contract/directoryForm';
import { INSTITUTION_FIELDS, INSTITUTION_TYPES, PROVINCES } from '@/contract/directoryRecords';
import { createInstitution, getAdminInstitution, updateInstitution } from '@/services/directory';

const INSTITUTION: DirectoryKind<API.InstitutionInput, API.AdminInstitution> = {
  noun: '金融机构',
  api: { load: getAdminInstitution, create: createInstitution, update: updateInstitution },
  codec: formCodec({ fields: INSTITUTION_FIELDS }),
  blank: {},
};

/** 新建 / 编辑金融机构 (loaded when the drawer opens). */
export default function InstitutionForm(editor: DirectoryEditor) {
  return (
    <DirectoryFormDrawer {...editor} kind={INSTITUTION} check={institutionProblems}>
      {() => (
        <>
          <TextField name="name" label="机构名称" max={60} />
          <ChoiceField name="type" label="机构类型" span="half" choices={INSTITUTION_TYPES} />
          <TextField name="creditCode" label="统一社会信用代码" span="half" max={18} />
          <ChoiceField name="region" label="所在省份" span="half" choices={PROVINCES} />
          <TextField
            name="phone"
            label="联系电话"
            span="half"
            max={20}
            placeholder="手机号或固定电话，如 029-88886666"
          />
          <TextField name="address" label="地址" max={100} />
          <AreaField name="intro" label="机构简介" rows={4} max={2000} />
        </>
      )}
    </DirectoryFormDrawer>
  );
}
