/**
 * @jest-environment node
 *
 * The claims and description of every patent of the seeded data set read as a patent of its type
 * and subject would: a utility model claims a structure and describes parts and their connection,
 * a physical measurement never turns into a learning task, a device has no composition ratios.
 */
import { db } from '../../mock/_lib/data';
import { detailOf } from '../../mock/_lib/data/patent-store';

const patents = () => db().patents;
const textOf = (p: API.Patent) => {
  const { claims, description } = detailOf(p);
  return `${claims.join('\n')}\n${description}`;
};
/** The words of `words` that `text` contains. */
const found = (text: string, words: readonly string[]) => words.filter((w) => text.includes(w));
/** Every patent of `list` whose text contains words of `words`, with those words. */
const offenders = (list: API.Patent[], words: readonly string[]) =>
  list.flatMap((p) => {
    const hits = found(textOf(p), words);
    return hits.length ? [{ id: p.id, title: p.title, hits }] : [];
  });

/** Steps and processes: what a method claims, never a utility model. */
const METHOD_WORDS = ['方法', '步骤', '工艺', '工序'];
/** Process parameters of making or treating something. */
const PROCESS_WORDS = [
  '煅烧',
  '烧结',
  '焙烧',
  '碳化',
  '发酵',
  '反应温度',
  '保温时间',
  '升温速率',
  'pH值调节',
  'r/min',
  '℃下干燥',
];
/** What a composition consists of. */
const COMPOSITION_WORDS = ['组分', '配比', '质量份', '重量份', '质量比', 'wt%', '投料'];
/** Learned models and software. */
const LEARNING_WORDS = [
  '损失函数',
  '交叉熵',
  '交叉验证',
  '模型参数',
  '超参数',
  '训练',
  '学习率',
  '验证集',
  '神经网络',
  '时间窗口',
];
const SOFTWARE_WORDS = ['算法', '计算机程序', '存储介质'];

/** Words of a title or abstract that disclose a learned model. */
const DISCLOSES_LEARNING =
  /学习|神经网络|深度网络|Transformer|注意力机制|语言模型|编码网络|长短期记忆网络|分类器|分类模型|识别模型|训练|微调|模型压缩/;

const isMethod = (p: API.Patent) =>
  p.type === 'invention' && /^1\. 一种[^，]*方法，/.test(detailOf(p).claims[0] ?? '');

describe('generated patent texts: type', () => {
  it('writes a utility model as a product of shape and structure: no method, process, composition or software', () => {
    const utilities = patents().filter((p) => p.type === 'utility');
    expect(utilities.length).toBeGreaterThan(400);
    expect(
      offenders(utilities, [
        ...METHOD_WORDS,
        ...PROCESS_WORDS,
        ...COMPOSITION_WORDS,
        ...LEARNING_WORDS,
        ...SOFTWARE_WORDS,
      ]),
    ).toEqual([]);
  });

  it('claims a utility model only as its product, every dependent claim naming it', () => {
    for (const p of patents().filter((x) => x.type === 'utility')) {
      const [first, ...dependents] = detailOf(p).claims;
      expect(first).toBe(
        `1. ${p.title}，其特征在于，${/公开了[^，]*，([^。]+)。/.exec(p.abstract)![1]}。`,
      );
      for (const claim of dependents)
        expect({
          id: p.id,
          claim,
          dependent: /^\d+\. 根据权利要求\d+所述的[^，]+，其特征在于，/.test(claim),
        }).toEqual({ id: p.id, claim, dependent: true });
    }
  });

  it('describes a utility model under the headings of a utility model, its embodiment by parts', () => {
    for (const p of patents().filter((x) => x.type === 'utility')) {
      const { description } = detailOf(p);
      expect({ id: p.id, content: description.includes('\n实用新型内容\n') }).toEqual({
        id: p.id,
        content: true,
      });
      const embodiment = description.slice(description.indexOf('具体实施方式'));
      expect({
        id: p.id,
        parts: /所述[^，；。]+(设有|连接|安装|穿设|采用|开设)/.test(embodiment),
      }).toEqual({ id: p.id, parts: true });
    }
  });

  it('gives a design no claims and describes it by its brief explanation alone', () => {
    for (const p of patents().filter((x) => x.type === 'design')) {
      const { claims, description } = detailOf(p);
      expect(claims).toEqual([]);
      expect(description).toBe(`简要说明\n${p.abstract}`);
    }
  });
});

describe('generated patent texts: subject', () => {
  it('speaks of training, losses and model tuning only where the title or abstract discloses a learned model', () => {
    const unlearned = patents().filter(
      (p) => isMethod(p) && !DISCLOSES_LEARNING.test(`${p.title}${p.abstract}`),
    );
    expect(unlearned.length).toBeGreaterThan(200);
    expect(offenders(unlearned, LEARNING_WORDS)).toEqual([]);
  });

  it('gives a method of measuring or controlling no firing, fermentation or composition features', () => {
    const measuring = patents().filter(
      (p) => isMethod(p) && /(检测|监测|估计|估算|诊断|控制|调控)方法/.test(p.title),
    );
    expect(measuring.length).toBeGreaterThan(100);
    expect(offenders(measuring, [...PROCESS_WORDS, ...COMPOSITION_WORDS])).toEqual([]);
  });

  it('gives a circuit, device or structure no composition ratios', () => {
    const devices = patents().filter(
      (p) =>
        p.type !== 'design' && /(电路|转换器|装置|设备|结构|机构|支架|终端|网关)$/.test(p.title),
    );
    expect(devices.length).toBeGreaterThan(300);
    expect(offenders(devices, COMPOSITION_WORDS)).toEqual([]);
  });
});

describe('generated patent texts: known answers', () => {
  /** The paragraphs of a description from `[000n]` on, without their numbers. */
  const paragraphsFrom = (description: string, first: number) =>
    description
      .split('\n')
      .filter((line) => /^\[\d{4}\] /.test(line) && Number(line.slice(1, 5)) >= first)
      .map((line) => line.slice(7));

  it('claims the equivalent-circuit lithium-plating detection by measurement, never by a learning loss', () => {
    const plating = patents().filter((p) => p.title.includes('析锂'));
    expect(plating.map((p) => [p.id, p.title])).toEqual([
      ['pat-001227', '一种锂离子电池析锂检测方法'],
    ]);
    const [p] = plating;
    expect(p.abstract).toContain('建立等效电路模型');
    expect(found(textOf(p), [...LEARNING_WORDS, ...COMPOSITION_WORDS, ...PROCESS_WORDS])).toEqual(
      [],
    );
    const { claims, description } = detailOf(p);
    expect(claims).toEqual([
      '1. 一种锂离子电池析锂检测方法，其特征在于，包括：实时采集电池的电压数据；建立等效电路模型；根据模型输出估计电池状态，并相应调整充电电流。',
      '2. 根据权利要求1所述的方法，其特征在于，所述判定所用的阈值根据多次标定试验确定。',
      '3. 根据权利要求1所述的方法，其特征在于，判定存在析锂风险时，将充电电流降低至0.2C。',
      '4. 根据权利要求1所述的方法，其特征在于，采集电池数据的采样频率为10～100Hz。',
      '5. 根据权利要求1所述的方法，其特征在于，所述等效电路模型包括欧姆内阻和一阶RC网络，其参数通过混合脉冲功率特性试验辨识。',
      '6. 根据权利要求1所述的方法，其特征在于，向电池施加频率为0.01Hz～1kHz的交流激励，测量电化学阻抗谱，并根据界面阻抗的变化判断析锂程度。',
      '7. 根据权利要求1所述的方法，其特征在于，所述等效电路的极化电阻根据电池温度和荷电状态查表修正。',
      '8. 根据权利要求5所述的方法，其特征在于，在充电结束后将电池静置10～60分钟，采集静置过程中的电压弛豫曲线，当所述电压弛豫曲线的微分曲线出现平台时判定发生析锂。',
      '9. 一种锂离子电池析锂检测系统，其特征在于，包括用于执行权利要求1至8任一项所述方法中各步骤的功能模块。',
    ]);
    expect(paragraphsFrom(description, 3)[0]).toBe(
      '现有技术中，测量过程耗时较长，难以及时预警，亟需加以改进。',
    );
    expect(paragraphsFrom(description, 10)).toEqual([
      '实施例1：本实施例提供一种锂离子电池析锂检测方法，包括：实时采集电池的电压数据；建立等效电路模型；根据模型输出估计电池状态，并相应调整充电电流。',
      '本实施例中，采集电池数据的采样频率为10～50Hz；根据所述等效电路模型估计负极电位，当负极电位低于5mV（相对Li/Li⁺）时判定存在析锂风险。',
      '经测试，电池的热安全性显著提升。',
      '实施例2：与实施例1的区别在于，所述判定阈值根据电池的老化程度分段设定，其余步骤与实施例1相同，亦取得了相近的技术效果。',
    ]);
  });

  it('claims the battery-pack liquid-cooling utility model by its box, plate, pipe and unit, never by a composition', () => {
    const boxes = patents().filter(
      (p) => p.type === 'utility' && p.title.includes('电池包') && p.abstract.includes('电池箱体'),
    );
    expect(boxes.map((p) => p.id)).toEqual(['pat-000423', 'pat-001242']);
    for (const p of boxes)
      expect({
        id: p.id,
        hits: found(textOf(p), [
          ...COMPOSITION_WORDS,
          ...METHOD_WORDS,
          ...PROCESS_WORDS,
          '工艺参数',
          '组分配比',
        ]),
      }).toEqual({ id: p.id, hits: [] });
    const p = boxes[1];
    expect(p.title).toBe('一种电池包液冷散热结构');
    const { claims, description } = detailOf(p);
    expect(claims).toEqual([
      '1. 一种电池包液冷散热结构，其特征在于，包括电池箱体、液冷板、进液管和电池管理单元，液冷板内部设有蛇形流道。',
      '2. 根据权利要求1所述的结构，其特征在于，还包括设置在所述电池箱体上的加强筋。',
      '3. 根据权利要求1所述的结构，其特征在于，所述进液管与所述电池箱体之间设有缓冲垫。',
      '4. 根据权利要求1所述的结构，其特征在于，所述液冷板上开设有安装孔。',
      '5. 根据权利要求1所述的结构，其特征在于，所述进液管与所述电池箱体之间通过焊接连接。',
      '6. 根据权利要求1所述的结构，其特征在于，所述液冷板的厚度为2～3mm。',
    ]);
    expect(description).toContain('\n实用新型内容\n');
    expect(paragraphsFrom(description, 10)).toEqual([
      '实施例1：如图1所示，本实施例提供一种电池包液冷散热结构，包括电池箱体、液冷板、进液管和电池管理单元，液冷板内部设有蛇形流道。',
      '本实施例中，所述电池箱体与所述进液管之间通过卡扣连接；所述进液管的数量为2个，且沿长度方向均匀分布。',
      '安装时，先将各部件按上述方式装配并固定，再接入相应设备即可投入使用。经测试，安装方便，电池温差控制在5℃以内。',
      '实施例2：与实施例1的区别在于，所述电池箱体与所述液冷板之间设有缓冲垫，其余结构与实施例1相同，亦取得了相近的技术效果。',
    ]);
  });
});
