import { Modal, type ModalFuncProps } from 'antd';

/** Asks a question in antd's confirm dialog (离开此页？, 重新加载最新内容？). */
export default function confirm(props: ModalFuncProps) {
  Modal.confirm(props);
}
