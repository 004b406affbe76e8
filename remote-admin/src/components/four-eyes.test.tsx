import { mockFetch, renderWithProviders, testApproval, testApprovalList, type MockRouteFor } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, useGetApprovalsQuery } from '@arcvest/shared';
import { APPROVAL_MESSAGES } from '@arcvest/shared/rules';
import { screen, within } from '@testing-library/react';
import { NeedsApprovalNote, SingleApproverNotice, WaitingApprovals } from './four-eyes';
import { loadMessages } from '../messages';

function renderNotes(approvals: MockRouteFor<'GET /approvals'>, when?: boolean) {
  const { calls } = mockFetch({ 'GET /approvals': approvals });
  renderWithProviders(
    <>
      <SingleApproverNotice />
      <NeedsApprovalNote when={when} />
      <Answered />
    </>,
    { staffRole: 'finance' },
  );
  return calls;
}

/** Says when the approvals list the notes read has answered, so a test can check what they do not say. */
function Answered() {
  const { isSuccess, isError } = useGetApprovalsQuery('pending');
  return isSuccess || isError ? <p>Answered</p> : null;
}

const answered = () => screen.findByText('Answered');

describe('four-eyes notes', () => {
  it('with four-eyes off: the single-approver notice, and no approval note', async () => {
    renderNotes({ body: testApprovalList([], { four_eyes: false }) });

    expect(await screen.findByRole('note')).toHaveTextContent(APPROVAL_MESSAGES.singleApprover);
    expect(screen.queryByText(APPROVAL_MESSAGES.needsSecondPerson)).not.toBeInTheDocument();
  });

  it('with four-eyes on: the approval note, and no single-approver notice', async () => {
    renderNotes({ body: testApprovalList([]) });

    expect(await screen.findByText(APPROVAL_MESSAGES.needsSecondPerson)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says nothing of approval for an action that does not wait (a withdrawal under the threshold)', async () => {
    const calls = renderNotes({ body: testApprovalList([]) }, false);
    await answered();

    expect(calls).toHaveLength(1);
    expect(screen.queryByText(APPROVAL_MESSAGES.needsSecondPerson)).not.toBeInTheDocument();
  });

  it('claims neither while the list cannot be read: the server alone knows', async () => {
    const calls = renderNotes({ status: 500, body: { message: 'Database unavailable.' } });
    await answered();

    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(APPROVAL_MESSAGES.needsSecondPerson)).not.toBeInTheDocument();
  });
});

describe('WaitingApprovals', () => {
  it('lists each waiting request with who asked, linked to the approvals page', () => {
    renderWithProviders(
      <WaitingApprovals approvals={[testApproval(), testApproval({ id: 4, summary: 'Give ivy (user #7) a bonus of $10.00.', requested_by: 'omar' })]} />,
    );

    const region = screen.getByRole('region', { name: 'Waiting for approval' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Waiting for approval Give ivy \(user #7\) a bonus of \$50\.00\. Asked by fay, Nov 28, 2026/),
      expect.stringMatching(/^Waiting for approval Give ivy \(user #7\) a bonus of \$10\.00\. Asked by omar, /),
    ]);
    expect(within(region).getByRole('link', { name: 'Open approvals' })).toHaveAttribute('href', '/dashboard/admin/approvals');
  });

  it('is nothing when nothing waits', () => {
    const { container } = renderWithProviders(<WaitingApprovals approvals={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('four-eyes in Spanish', () => {
  beforeAll(() => addCatalogue(loadMessages));
  afterEach(() => activateLocale('en'));

  it('says the single-approver notice in Spanish', async () => {
    await activateLocale('es');
    renderNotes({ body: testApprovalList([], { four_eyes: false }) });
    expect(await screen.findByRole('note')).toHaveTextContent(/^La aprobación de cuatro ojos está desactivada/);
  });

  it('lists the waiting requests in Spanish, the summary as the server wrote it and the date in Spanish', async () => {
    await activateLocale('es');
    renderWithProviders(<WaitingApprovals approvals={[testApproval()]} />);

    const region = screen.getByRole('region', { name: 'Pendiente de aprobación' });
    expect(within(region).getByRole('listitem')).toHaveTextContent(
      /^Pendiente de aprobación Give ivy \(user #7\) a bonus of \$50\.00\. Solicitado por fay, 28 nov 2026, \d{1,2}:\d{2}\.$/,
    );
    expect(within(region).getByRole('link', { name: 'Abrir aprobaciones' })).toHaveAttribute('href', '/dashboard/admin/approvals');
  });
});
