// Provinces and cities with GB/T 2260 district codes, phone area codes and street names.
// The demonstration zone is in Xi'an, so Shaanxi carries the most weight.

export interface City {
  name: string;
  /** Prefix used in company names, e.g. 西安. */
  short: string;
  areaCode: string;
  districts: readonly (readonly [code: string, name: string])[];
  roads: readonly string[];
}

export interface Province {
  name: string;
  /** Two-digit province code, also the first digits of CNIPA agency codes. */
  code: string;
  weight: number;
  cities: readonly City[];
}

export const PROVINCES: readonly Province[] = [
  {
    name: '陕西省',
    code: '61',
    weight: 34,
    cities: [
      {
        name: '西安市',
        short: '西安',
        areaCode: '029',
        districts: [
          ['610131', '高新区'],
          ['610113', '雁塔区'],
          ['610112', '未央区'],
          ['610116', '长安区'],
        ],
        roads: [
          '锦业路',
          '科技路',
          '高新路',
          '唐延路',
          '丈八一路',
          '天谷八路',
          '沣惠南路',
          '西部大道',
        ],
      },
      {
        name: '咸阳市',
        short: '咸阳',
        areaCode: '029',
        districts: [
          ['610402', '秦都区'],
          ['610404', '渭城区'],
        ],
        roads: ['世纪大道', '高科二路', '秦皇路'],
      },
      {
        name: '宝鸡市',
        short: '宝鸡',
        areaCode: '0917',
        districts: [
          ['610302', '渭滨区'],
          ['610303', '金台区'],
        ],
        roads: ['高新大道', '渭滨大道', '清姜路'],
      },
    ],
  },
  {
    name: '北京市',
    code: '11',
    weight: 14,
    cities: [
      {
        name: '北京市',
        short: '北京',
        areaCode: '010',
        districts: [
          ['110108', '海淀区'],
          ['110105', '朝阳区'],
          ['110106', '丰台区'],
          ['110114', '昌平区'],
        ],
        roads: ['知春路', '学院路', '上地信息路', '北四环西路', '望京街', '丰台科技园南路'],
      },
    ],
  },
  {
    name: '上海市',
    code: '31',
    weight: 8,
    cities: [
      {
        name: '上海市',
        short: '上海',
        areaCode: '021',
        districts: [
          ['310115', '浦东新区'],
          ['310104', '徐汇区'],
          ['310112', '闵行区'],
        ],
        roads: ['张江路', '碧波路', '漕河泾开发区宜山路', '紫星路', '祖冲之路'],
      },
    ],
  },
  {
    name: '广东省',
    code: '44',
    weight: 10,
    cities: [
      {
        name: '深圳市',
        short: '深圳',
        areaCode: '0755',
        districts: [
          ['440305', '南山区'],
          ['440306', '宝安区'],
          ['440307', '龙岗区'],
        ],
        roads: ['科技南路', '高新南一道', '创业路', '宝安大道', '坂田五和大道'],
      },
      {
        name: '广州市',
        short: '广州',
        areaCode: '020',
        districts: [
          ['440106', '天河区'],
          ['440112', '黄埔区'],
        ],
        roads: ['天河北路', '科学大道', '开创大道', '瑞和路'],
      },
      {
        name: '东莞市',
        short: '东莞',
        areaCode: '0769',
        districts: [['441900', '松山湖']],
        roads: ['工业东路', '科技九路', '新城大道'],
      },
    ],
  },
  {
    name: '江苏省',
    code: '32',
    weight: 9,
    cities: [
      {
        name: '南京市',
        short: '南京',
        areaCode: '025',
        districts: [
          ['320115', '江宁区'],
          ['320111', '浦口区'],
        ],
        roads: ['胜太路', '双龙大道', '浦滨路'],
      },
      {
        name: '苏州市',
        short: '苏州',
        areaCode: '0512',
        districts: [
          ['320571', '工业园区'],
          ['320505', '虎丘区'],
        ],
        roads: ['星湖街', '金鸡湖大道', '竹园路', '狮山路'],
      },
      {
        name: '无锡市',
        short: '无锡',
        areaCode: '0510',
        districts: [['320214', '新吴区']],
        roads: ['长江路', '新华路', '菱湖大道'],
      },
    ],
  },
  {
    name: '浙江省',
    code: '33',
    weight: 6,
    cities: [
      {
        name: '杭州市',
        short: '杭州',
        areaCode: '0571',
        districts: [
          ['330108', '滨江区'],
          ['330110', '余杭区'],
        ],
        roads: ['江南大道', '网商路', '文一西路', '滨安路'],
      },
      {
        name: '宁波市',
        short: '宁波',
        areaCode: '0574',
        districts: [['330212', '鄞州区']],
        roads: ['院士路', '扬帆路', '聚贤路'],
      },
    ],
  },
  {
    name: '四川省',
    code: '51',
    weight: 5,
    cities: [
      {
        name: '成都市',
        short: '成都',
        areaCode: '028',
        districts: [
          ['510107', '武侯区'],
          ['510116', '双流区'],
        ],
        roads: ['天府大道', '益州大道', '科园南路', '吉泰路'],
      },
    ],
  },
  {
    name: '湖北省',
    code: '42',
    weight: 4,
    cities: [
      {
        name: '武汉市',
        short: '武汉',
        areaCode: '027',
        districts: [
          ['420111', '洪山区'],
          ['420115', '江夏区'],
        ],
        roads: ['光谷大道', '高新大道', '关山大道', '珞喻路'],
      },
    ],
  },
  {
    name: '山东省',
    code: '37',
    weight: 4,
    cities: [
      {
        name: '济南市',
        short: '济南',
        areaCode: '0531',
        districts: [
          ['370112', '历城区'],
          ['370102', '历下区'],
        ],
        roads: ['经十路', '舜华路', '工业南路'],
      },
      {
        name: '青岛市',
        short: '青岛',
        areaCode: '0532',
        districts: [
          ['370211', '黄岛区'],
          ['370212', '崂山区'],
        ],
        roads: ['株洲路', '香港东路', '江山南路'],
      },
    ],
  },
  {
    name: '安徽省',
    code: '34',
    weight: 2,
    cities: [
      {
        name: '合肥市',
        short: '合肥',
        areaCode: '0551',
        districts: [
          ['340104', '蜀山区'],
          ['340111', '包河区'],
        ],
        roads: ['望江西路', '创新大道', '习友路'],
      },
    ],
  },
  {
    name: '湖南省',
    code: '43',
    weight: 2,
    cities: [
      {
        name: '长沙市',
        short: '长沙',
        areaCode: '0731',
        districts: [['430104', '岳麓区']],
        roads: ['麓谷大道', '桐梓坡路', '文轩路'],
      },
    ],
  },
  {
    name: '河南省',
    code: '41',
    weight: 2,
    cities: [
      {
        name: '郑州市',
        short: '郑州',
        areaCode: '0371',
        districts: [
          ['410105', '金水区'],
          ['410102', '中原区'],
        ],
        roads: ['科学大道', '金水路', '翠竹街'],
      },
    ],
  },
];

export function provinceWeights(): number[] {
  return PROVINCES.map((p) => p.weight);
}
