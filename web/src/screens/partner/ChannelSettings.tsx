import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import {
  MeDocument,
  PartnerChangeChannelHandleDocument,
  PartnerEditChannelGreetingsDocument,
  PartnerEditChannelProfileDocument,
  PartnerChannelSettingsPageDocument,
  PartnerSetChannelMenusDocument,
  PartnerUploadPhotoDocument,
  type PartnerChannelSettingsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, Checkbox, ChoiceGroup, ErrorState, FilePicker, FormActions, LoadingState, TextArea, TextField } from '../../ui';
import { preparePhoto } from '../reviews/review-photos';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

const TEXT = {
  profile: '프로필',
  name: '채널 이름',
  intro: '채널 소개',
  photo: '프로필 사진',
  photoHint: 'JPG, PNG, WEBP, GIF 사진을 올리고 프로필을 저장하면 채널에 보입니다.',
  choosePhoto: '사진 선택',
  changePhoto: '사진 바꾸기',
  removePhoto: '사진 빼기',
  photoAlt: '프로필 사진 미리보기',
  saveProfile: '프로필 저장',
  profileSaved: '프로필을 저장했습니다.',
  greetings: '인사말',
  greetingsField: '채널 방문자에게 보이는 인사말',
  greetingsHint: '비워 두고 저장하면 인사말이 보이지 않습니다.',
  saveGreetings: '인사말 저장',
  greetingsSaved: '인사말을 저장했습니다.',
  menus: '방문자에게 보일 메뉴',
  menusLead: '체크한 메뉴만 채널 페이지에 보입니다.',
  menuNames: {
    products: '추천 상품',
    combinations: '조합',
    cooperate: '공동구매',
    community: '커뮤니티',
    faq: '자주 묻는 질문',
    notice: '공지사항',
    video: '영상',
  } as Record<string, string>,
  saveMenus: '메뉴 저장',
  menusSaved: '메뉴를 저장했습니다.',
  handle: '채널 핸들',
  newHandle: '새 채널 핸들',
  handleNow: (handle: string) => `지금 핸들: @${handle}`,
  handleLead: '핸들을 바꿔도 예전 링크(/@예전핸들, ?channelId=예전핸들)는 계속 이 채널로 연결됩니다. 예전 핸들은 다른 채널이 쓸 수 없습니다.',
  changeHandle: '핸들 바꾸기',
  confirmHandle: (handle: string) => `채널 핸들을 @${handle} 핸들로 바꿀까요?`,
  handleChanged: (handle: string) => `채널 핸들을 @${handle} 핸들로 바꿨습니다.`,
};

/**
 * 채널 설정 (/partner/settings): the profile (name, introduction, photo address), the greeting,
 * the menus visitors see and the handle (old links keep working). Each part saves on its own;
 * refusals show the server's message under the field it names.
 */
export function ChannelSettings() {
  const { data, loading, error, refetch } = useQuery(PartnerChannelSettingsPageDocument);
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return null;
  const channel = data.myChannel;
  return (
    <div className="stack">
      <ProfileForm key={`profile-${channel.id}`} channel={channel} />
      <GreetingsForm key={`greetings-${channel.id}`} channel={channel} />
      <MenusForm key={`menus-${channel.id}`} channel={channel} />
      <HandleForm key={`handle-${channel.id}`} channel={channel} />
    </div>
  );
}

type ProfileField = 'name' | 'intro' | 'profileImageUrl';

function ProfileForm({ channel }: { channel: PartnerChannelSettingsFragment }) {
  const { toast } = useFeedback();
  const [name, setName] = useState(channel.name);
  const [intro, setIntro] = useState(channel.intro ?? '');
  const [photo, setPhoto] = useState(channel.profileImageUrl ?? '');
  const [errors, setErrors] = useState<FormErrors<ProfileField>>(NO_ERRORS);
  const [save, { loading }] = useMutation(PartnerEditChannelProfileDocument);
  const me = useQuery(MeDocument);
  const [upload, uploading] = useMutation(PartnerUploadPhotoDocument);

  /** The photo goes to the shop's files first (the member's own, ownerType user); saving the profile puts it on the channel. */
  async function choosePhoto(file: File | undefined) {
    const userId = me.data?.me?.id;
    if (!file || !userId) return;
    setErrors(NO_ERRORS);
    try {
      const prepared = await preparePhoto(file);
      const { data } = await upload({ variables: { input: { ownerType: 'user', ownerId: userId, fileName: prepared.fileName, contentBase64: prepared.contentBase64 } } });
      if (data) setPhoto(data.uploadFile.url);
    } catch (error) {
      setErrors({ fields: { profileImageUrl: errorMessage(error) }, form: null });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await save({ variables: { input: { name: name.trim(), intro: intro.trim(), profileImageUrl: photo || null } } });
      toast(TEXT.profileSaved);
    } catch (error) {
      setErrors(formErrorsOf(error, ['name', 'intro', 'profileImageUrl']));
    }
  }

  return (
    <Card title={TEXT.profile}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={TEXT.name} value={name} error={errors.fields.name} onChange={(e) => setName(e.target.value)} />
        <TextArea label={TEXT.intro} rows={4} value={intro} error={errors.fields.intro} onChange={(e) => setIntro(e.target.value)} />
        <FilePicker
          label={TEXT.photo}
          accept="image/jpeg,image/png,image/webp,image/gif"
          buttonLabel={photo ? TEXT.changePhoto : TEXT.choosePhoto}
          disabled={uploading.loading || !me.data?.me}
          hint={TEXT.photoHint}
          error={errors.fields.profileImageUrl}
          onFile={(file) => void choosePhoto(file)}
        />
        {photo && (
          <div className="row">
            <img className="partner-photo" src={photo} alt={TEXT.photoAlt} width={72} height={72} />
            <Button variant="ghost" size="sm" onClick={() => setPhoto('')}>
              {TEXT.removePhoto}
            </Button>
          </div>
        )}
        <FormActions error={errors.form} submitLabel={TEXT.saveProfile} busy={loading} />
      </form>
    </Card>
  );
}

function GreetingsForm({ channel }: { channel: PartnerChannelSettingsFragment }) {
  const { toast } = useFeedback();
  const [greetings, setGreetings] = useState(channel.greetings ?? '');
  const [errors, setErrors] = useState<FormErrors<'greetings'>>(NO_ERRORS);
  const [save, { loading }] = useMutation(PartnerEditChannelGreetingsDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await save({ variables: { greetings: greetings.trim() || null } });
      toast(TEXT.greetingsSaved);
    } catch (error) {
      setErrors(formErrorsOf(error, ['greetings']));
    }
  }

  return (
    <Card title={TEXT.greetings}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextArea
          label={TEXT.greetingsField}
          rows={3}
          hint={TEXT.greetingsHint}
          value={greetings}
          error={errors.fields.greetings ?? errors.form ?? undefined}
          onChange={(e) => setGreetings(e.target.value)}
        />
        <Button type="submit" loading={loading}>
          {TEXT.saveGreetings}
        </Button>
      </form>
    </Card>
  );
}

/** The menus a channel can show (the server's list, in its order; its description names them). */
const MENUS = Object.keys(TEXT.menuNames);

function MenusForm({ channel }: { channel: PartnerChannelSettingsFragment }) {
  const { toast, alert } = useFeedback();
  const [menus, setMenus] = useState<string[]>(channel.menus);
  const [save, { loading }] = useMutation(PartnerSetChannelMenusDocument);
  // A menu the server has and this page does not know yet still shows (and stays as it is).
  const all = [...MENUS, ...channel.menus.filter((m) => !MENUS.includes(m))];
  const toggle = (menu: string, on: boolean) => setMenus((now) => all.filter((m) => (m === menu ? on : now.includes(m))));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ variables: { menus } });
      toast(TEXT.menusSaved);
    } catch (error) {
      alert(errorMessage(error));
    }
  }

  return (
    <Card title={TEXT.menus}>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <ChoiceGroup legend={TEXT.menusLead}>
          {all.map((menu) => (
            <Checkbox key={menu} label={TEXT.menuNames[menu] ?? menu} checked={menus.includes(menu)} onChange={(e) => toggle(menu, e.target.checked)} />
          ))}
        </ChoiceGroup>
        <Button type="submit" loading={loading}>
          {TEXT.saveMenus}
        </Button>
      </form>
    </Card>
  );
}

function HandleForm({ channel }: { channel: PartnerChannelSettingsFragment }) {
  const { toast, confirm } = useFeedback();
  const [handle, setHandle] = useState('');
  const [errors, setErrors] = useState<FormErrors<'handle'>>(NO_ERRORS);
  const [change, { loading }] = useMutation(PartnerChangeChannelHandleDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const next = handle.trim().replace(/^@/, '');
    if (!(await confirm(TEXT.confirmHandle(next)))) return;
    try {
      const { data } = await change({ variables: { handle: next } });
      setHandle('');
      toast(TEXT.handleChanged(data?.changeChannelHandle.handle ?? next));
    } catch (error) {
      setErrors(formErrorsOf(error, ['handle']));
    }
  }

  return (
    <Card title={TEXT.handle}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <p>{TEXT.handleNow(channel.handle)}</p>
        <p className="hint">{TEXT.handleLead}</p>
        <TextField
          label={TEXT.newHandle}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={handle}
          error={errors.fields.handle ?? errors.form ?? undefined}
          onChange={(e) => setHandle(e.target.value)}
        />
        <Button type="submit" loading={loading} disabled={handle.trim() === ''}>
          {TEXT.changeHandle}
        </Button>
      </form>
    </Card>
  );
}
