import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { AddProfileDocument, MeDocument, MyProfilesDocument, RemoveProfileDocument, SaveLifeStageDocument, type MyProfilesQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Avatar, Button, ChoiceGroup, DateField, Radio, Select, TextField } from '../../ui';

/** Life-stage choices of spec sections 3 and 9, with their Korean names. */
const PROMISE_TYPES = [
  [0, '일반'],
  [1, '임신 준비'],
  [2, '채식'],
  [3, '체중 조절'],
  [4, '근력 강화'],
  [5, '혈당 관리'],
] as const;
const PREGNANT_TYPES = [
  [0, '해당 없음'],
  [2, '임신 계획'],
  [4, '수유 중'],
] as const;
const VEGETARIAN_TYPES = [
  [1, '프로테리어'],
  [2, '비건'],
  [3, '락토'],
  [4, '오보'],
  [5, '락토오보'],
  [6, '패스코'],
] as const;

const TEXT = {
  title: '가족 프로필',
  lead: '가족 한 사람마다 나이와 생애주기에 맞는 영양 기준으로 기록과 점수를 관리합니다.',
  empty: '아직 프로필이 없습니다. 먼저 본인 프로필을 추가해주세요.',
  primary: '본인',
  add: '프로필 추가',
  addSelf: '본인 프로필 추가',
  name: '이름',
  gender: '성별',
  male: '남성',
  female: '여성',
  birthday: '생년월일',
  remove: '삭제',
  lifeStage: '생애주기 설정',
  nutrition: '영양 관리',
  promiseType: '관리 목적',
  pregnantType: '임신·수유',
  dueDate: '출산 예정일',
  vegetarianType: '채식 유형',
  save: '저장',
  added: (name: string) => `${withJosa(name, '을/를')} 추가했습니다.`,
  removed: (name: string) => `${withJosa(name, '을/를')} 삭제했습니다.`,
  saved: (name: string) => `${name}의 생애주기를 저장했습니다.`,
  confirmRemove: (name: string) => `${withJosa(name, '을/를')} 삭제할까요? 기록도 함께 삭제됩니다.`,
};

type ProfileRow = MyProfilesQuery['myProfiles'][number];

const EMPTY_PROFILE = { name: '', gender: 2, birthday: '' };

export function Profiles() {
  const me = useQuery(MeDocument);
  const { data, refetch } = useQuery(MyProfilesDocument, { skip: !me.data?.me || me.data.me.role === 'guest' });
  const [addProfile, adding] = useMutation(AddProfileDocument);
  const [removeProfile] = useMutation(RemoveProfileDocument);
  const { toast, alert, confirm } = useFeedback();
  const [typed, setForm] = useState<{ name: string; gender: number; birthday: string } | null>(null);
  const profiles = data?.myProfiles ?? [];
  const first = data !== undefined && profiles.length === 0;
  const account = me.data?.me;

  // The first profile is the member's own: it starts from the account's details until edited.
  const form = typed ?? (first && account ? { name: account.nickname, gender: account.gender ?? 2, birthday: account.birthday ?? '' } : EMPTY_PROFILE);

  if (!me.loading && (!me.data?.me || me.data.me.role === 'guest')) return <Navigate to="/login" replace />;

  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      await addProfile({ variables: { input: form } });
      toast(TEXT.added(form.name));
      setForm(EMPTY_PROFILE);
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  async function remove(profile: ProfileRow) {
    if (!(await confirm(TEXT.confirmRemove(profile.name)))) return;
    try {
      await removeProfile({ variables: { id: profile.id } });
      toast(TEXT.removed(profile.name));
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="stack">
      <section className="card">
        <h1>{TEXT.title}</h1>
        <p>{TEXT.lead}</p>
        {profiles.length === 0 && <p className="hint">{TEXT.empty}</p>}
        <ul className="profiles" data-testid="profiles">
          {profiles.map((profile) => (
            <li key={profile.id} className="profile">
              <Avatar name={profile.name} gender={profile.gender} />
              <div className="profile-main">
                <div>
                  <strong>{profile.name}</strong> {profile.isPrimary && <span className="badge">{TEXT.primary}</span>}
                </div>
                <div className="hint">
                  {profile.genderLabel} · {profile.age.text} · {profile.lifeStage.label} · <Link to={`/mypage/nutrition?profile=${profile.id}`}>{TEXT.nutrition}</Link>
                </div>
                <LifeStageEditor profile={profile} onSaved={() => void refetch()} />
              </div>
              {!profile.isPrimary && (
                <Button variant="secondary" onClick={() => void remove(profile)}>
                  {TEXT.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <form className="card" onSubmit={add}>
        <h2>{first ? TEXT.addSelf : TEXT.add}</h2>
        <TextField label={TEXT.name} name="profileName" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <ChoiceGroup legend={TEXT.gender}>
          <Radio label={TEXT.male} name="profileGender" checked={form.gender === 1} onChange={() => setForm({ ...form, gender: 1 })} />
          <Radio label={TEXT.female} name="profileGender" checked={form.gender === 2} onChange={() => setForm({ ...form, gender: 2 })} />
        </ChoiceGroup>
        <DateField label={TEXT.birthday} name="profileBirthday" value={form.birthday} onChange={(birthday) => setForm({ ...form, birthday })} />
        <Button type="submit" disabled={adding.loading || !form.name || !form.birthday}>
          {first ? TEXT.addSelf : TEXT.add}
        </Button>
      </form>
    </div>
  );
}

function LifeStageEditor({ profile, onSaved }: { profile: ProfileRow; onSaved(): void }) {
  const [open, setOpen] = useState(false);
  const stage = profile.lifeStage;
  const [value, setValue] = useState({
    promiseType: stage.promiseType,
    pregnantType: stage.pregnantType ?? 0,
    pregnantDay: stage.pregnantDay ?? '',
    vegetarianType: stage.vegetarianType ?? 1,
  });
  const [save, { loading }] = useMutation(SaveLifeStageDocument);
  const { toast, alert } = useFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({
        variables: {
          profileId: profile.id,
          input: {
            promiseType: value.promiseType,
            pregnantType: value.pregnantType || null,
            pregnantDay: value.pregnantDay || null,
            vegetarianType: value.promiseType === 2 ? value.vegetarianType : null,
          },
        },
      });
      toast(TEXT.saved(profile.name));
      setOpen(false);
      onSaved();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  if (!open) {
    // In a div: the column around it would otherwise stretch the button across the row.
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          {TEXT.lifeStage}
        </Button>
      </div>
    );
  }
  return (
    <form className="life-stage" onSubmit={submit}>
      <Select label={TEXT.promiseType} value={value.promiseType} onChange={(e) => setValue({ ...value, promiseType: Number(e.target.value) })}>
        {PROMISE_TYPES.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </Select>
      {value.promiseType === 2 && (
        <Select label={TEXT.vegetarianType} value={value.vegetarianType} onChange={(e) => setValue({ ...value, vegetarianType: Number(e.target.value) })}>
          {VEGETARIAN_TYPES.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      )}
      {profile.gender === 2 && (
        <>
          <Select label={TEXT.pregnantType} value={value.pregnantType} onChange={(e) => setValue({ ...value, pregnantType: Number(e.target.value) })}>
            {PREGNANT_TYPES.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </Select>
          <DateField label={TEXT.dueDate} name="pregnantDay" value={value.pregnantDay} onChange={(pregnantDay) => setValue({ ...value, pregnantDay })} />
        </>
      )}
      <Button type="submit" disabled={loading}>
        {TEXT.save}
      </Button>
    </form>
  );
}
